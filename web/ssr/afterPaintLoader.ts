/**
 * The inline script that loads a prerendered page's JavaScript once the page has painted. The page
 * reads fully without it (the scripts only hydrate it), so they must not compete with the HTML's
 * fonts and hero image for a slow network before the first paint. build/pageDocument.ts keeps the
 * page's script and module-preload tags inert in <template id="after-paint"> right after this
 * script; when the browser reports the first contentful paint (or after two seconds, as in a
 * background tab, which does not paint) they are copied into <head>, where they load as they would
 * have. The CSP allows exactly this text by its hash (build/inlineScriptHashesPlugin.ts); keep it free of
 * anything that changes between builds.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint';

export const AFTER_PAINT_LOADER_SCRIPT =
  '(function(){var d=document,done=false;function load(){var t=d.getElementById(' +
  JSON.stringify(AFTER_PAINT_TEMPLATE_ID) +
  ');if(done||!t)return;done=true;var tags=t.content.children;for(var i=0;i<tags.length;i++){' +
  'var tag=tags[i],copy=d.createElement(tag.tagName);' +
  'for(var j=0;j<tag.attributes.length;j++)copy.setAttribute(tag.attributes[j].name,tag.attributes[j].value);' +
  'd.head.appendChild(copy)}}' +
  'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(load,0)})' +
  '.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(load,0)})}' +
  'setTimeout(load,2000)})()';
