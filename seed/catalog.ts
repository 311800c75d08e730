/**
 * Seed catalog: the real creative journey behind CHB's brand imagery.
 *
 * Three generation sessions (early experiments, brand discovery, perspective
 * mastery) and the 54 images they produced with the local procedural
 * generator, including rejected attempts and happy accidents. Types live in
 * ./catalogTypes.ts; filePath is derived from filename elsewhere.
 */
import type { CatalogCreativeSession, CatalogImage } from './catalogTypes.ts';

export const catalogCreativeSessions: CatalogCreativeSession[] = [
  {
    id: 'session-early-experiments',
    title: 'First Light: Teaching the Generator Our Vocabulary',
    description:
      'Our first afternoon with the local procedural generator, feeding it every motif we could think of to see what it made of a company that names its products after punctuation. We generated for all three audiences at once and kept everything, failures included.',
    journeyStage: 'early_experiments',
    sessionDate: '2025-01-14',
    learningInsights:
      'Dense prompts produced dense images: every motif word the generator recognised became one more shape competing for attention. Monochrome read as precise for founders but clinical for families, and minimalism above 70 was almost never right for web placements.',
    nextSteps:
      'Limit each prompt to two or three motifs and decide the target perspective before generating, not after. Agree a shared brand palette and test every composition behind real headline text before calling it finished.',
  },
  {
    id: 'session-brand-discovery',
    title: 'Finding the Punctuation Language',
    description:
      'Seven weeks later we returned with a tighter brief: make the marks behind Hash, Semi, Scout, Pipes and Workshop feel like a brand rather than a font sample. We produced product headers, cards and social assets and judged each one inside a real page layout.',
    journeyStage: 'brand_discovery',
    sessionDate: '2025-03-05',
    learningInsights:
      'The punctuation marks work best as architecture, used as pillars, beams and pathways, rather than as decoration pasted on top of a scene. A charcoal or white ground with the pink primary held together across all five products, and two of our favourite results came from the generator misreading a prompt.',
    nextSteps:
      'Give each perspective its own motif family: cool structures for founders, waves and stars for creators, hearth and garden for families. Produce dedicated hero and case-study banners for every perspective at full resolution.',
  },
  {
    id: 'session-perspective-mastery',
    title: 'Three Audiences, One Visual Voice',
    description:
      'With the punctuation language settled, we produced the final hero and case-study images for each perspective plus a set of supporting cards. Every candidate was reviewed in the live page with its matching theme, overlay and headline before it was accepted.',
    journeyStage: 'perspective_mastery',
    sessionDate: '2025-05-20',
    learningInsights:
      'Each perspective has its own comfortable density: founders respond to minimalism around 30 to 40, creators to 50 or 60, and families to 20 or 30 with soft light. Composing for the 21:9 banners first and then cropping to 16:9 kept the images balanced in every placement.',
    nextSteps:
      'Publish the full archive, rejected attempts included, on the Creative Journey page under CC0. Next we will generate seasonal variants from the same seeds so the site can change with the year without losing its identity.',
  },
];

export const catalogImages: CatalogImage[] = [
  // ---------------------------------------------------------------------------
  // Session 1: early experiments (2025-01-14)
  // ---------------------------------------------------------------------------

  // Startup founders
  {
    id: 'img-founders-early-city-grid-overload',
    sessionId: 'session-early-experiments',
    title: 'City Grid Overload',
    description:
      'A night city grid crowded with circuit traces, bridges, lighthouses and mountains, all fighting for the same square inch.',
    extendedDescription:
      'This was our very first founders prompt, intended as a gallery piece about ambition and scale. The generator faithfully drew every motif we named, so the streets, circuits and mountain ridges overlap into a single dark tangle. At thumbnail size it reads as static rather than strategy. It taught us that the generator rewards restraint in the prompt, not in the settings.',
    filename: 'img-founders-early-city-grid-overload.png',
    prompt:
      'A dense city grid with circuit traces, bridges, lighthouses and mountains under a constellation of stars, strategic and ambitious.',
    perspective: 'startup_founders',
    learningStatus: 'learning_attempt',
    rejectionReason: 'composition too busy for target perspective',
    correctionApproach:
      'Cut the prompt down to the city grid alone and lowered minimalism from 90 to 40 so the streets read as a deliberate structure instead of noise.',
    designPhilosophy: null,
    complexityLevel: 5,
    tags: ['founders', 'city', 'circuit', 'overloaded', 'early'],
    searchKeywords: 'city,grid,circuit,bridge,lighthouse,busy',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '3:2',
      background: 'black',
      minimalism: 90,
      seed: 1407,
      context: { type: 'gallery' },
    },
  },
  {
    id: 'img-founders-early-dashboard-pink-flood',
    sessionId: 'session-early-experiments',
    title: 'Dashboard in a Pink Flood',
    description:
      'Geometric dashboard bars inside a square frame, rendered in so many saturated hues that the brand pink disappears.',
    extendedDescription:
      "We wanted a product card that suggested Hash as a calm command centre for a founder's notes. The vibrant palette painted every bar a different neon, and our pink primary became just one colour among eight. Placed next to the pink buttons on the page, the card looked like a different company. The layout itself was sound, which made the palette problem easy to isolate.",
    filename: 'img-founders-early-dashboard-pink-flood.png',
    prompt:
      'A strategic dashboard of geometric bars inside a geometric frame, vibrant colours, bold energy.',
    perspective: 'startup_founders',
    learningStatus: 'learning_attempt',
    rejectionReason: 'color palette conflicts with brand aesthetic',
    correctionApproach:
      'Switched to the monochrome palette and let a single bar carry the pink accent, so the card inherits the brand colour instead of competing with it.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['founders', 'dashboard', 'palette', 'product-card'],
    searchKeywords: 'dashboard,bars,frame,neon,palette,hash',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '4:3',
      background: 'white',
      minimalism: 50,
      seed: 2213,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-founders-early-distant-lighthouse',
    sessionId: 'session-early-experiments',
    title: 'The Lighthouse You Cannot See',
    description:
      'A tiny lighthouse on a far coastline of geometric waves under a field of stars, lost in its own scenery.',
    extendedDescription:
      'This was an early candidate for the founders home hero, chosen because a lighthouse felt like the right metaphor for guidance without control. On a desktop monitor the tower is barely twenty pixels tall, and on a phone it vanishes entirely behind the headline. The stars and waves are pleasant but carry no meaning on their own. The idea survived; the scale did not.',
    filename: 'img-founders-early-distant-lighthouse.png',
    prompt:
      'A small lighthouse on a distant coastline of geometric waves, night sky full of stars.',
    perspective: 'startup_founders',
    learningStatus: 'learning_attempt',
    rejectionReason: 'elements too small for web display',
    correctionApproach:
      'Asked for a large lighthouse in the foreground and dropped minimalism to 30, so the tower and its beam survive being scaled down to a mobile hero.',
    designPhilosophy: null,
    complexityLevel: 4,
    tags: ['founders', 'lighthouse', 'hero', 'scale'],
    searchKeywords: 'lighthouse,coast,waves,stars,small,hero',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '16:9',
      background: 'charcoal',
      minimalism: 70,
      seed: 3088,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-founders-early-sunrise-bridge-postcard',
    sessionId: 'session-early-experiments',
    title: 'Sunrise Bridge Postcard',
    description:
      'A bridge over a river at sunrise with mountains behind it, pleasant and instantly forgettable.',
    extendedDescription:
      `We hoped for an illustration about connecting a founder's scattered projects. Adding the phrase "corporate success" pushed the generator toward the most familiar arrangement it knew: river, bridge, sun, peaks. The result could sit on any consultancy brochure, which is exactly the look we set out to avoid. Nobody in the review could say what it had to do with CHB.`,
    filename: 'img-founders-early-sunrise-bridge-postcard.png',
    prompt:
      'A bridge over a river at sunrise with mountains behind, professional, corporate success.',
    perspective: 'startup_founders',
    learningStatus: 'learning_attempt',
    rejectionReason: 'generic stock photo appearance',
    correctionApproach:
      'Removed the words "corporate success" and replaced the scenic sunrise with a geometric frame, so the bridge reads as a diagram of connection rather than a postcard.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['founders', 'bridge', 'sunrise', 'generic'],
    searchKeywords: 'bridge,river,sunrise,mountains,stock,corporate',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '3:2',
      background: 'transparent',
      minimalism: 60,
      seed: 4512,
      context: { type: 'illustration' },
    },
  },
  {
    id: 'img-founders-early-circuit-sunrise',
    sessionId: 'session-early-experiments',
    title: 'Circuit Sunrise',
    description:
      'The rays of a rising sun drawn as printed circuit traces fanning out from a flat horizon.',
    extendedDescription:
      'We asked for a circuit board and a sunrise as two separate elements for a social post. The generator merged them, routing the circuit traces outward from the sun so each ray ends in a solder pad. It reads as technology dawning slowly rather than arriving all at once. We kept it and used it on our first announcement post.',
    filename: 'img-founders-early-circuit-sunrise.png',
    prompt: 'A circuit board pattern and a sunrise over a flat horizon, calm and clear.',
    perspective: 'startup_founders',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Technology should dawn gradually rather than arrive with a bang. The accident gave us a metaphor for patient, founder-owned infrastructure.',
    complexityLevel: 2,
    tags: ['founders', 'circuit', 'sunrise', 'social'],
    searchKeywords: 'circuit,sunrise,rays,horizon,technology',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '1:1',
      background: 'black',
      minimalism: 30,
      seed: 5120,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-founders-geometric-garden-hero',
    sessionId: 'session-early-experiments',
    title: 'Geometric Garden of Eden',
    description:
      'A Garden of Eden held inside a clean geometric frame, drawn in grey with a single pink line.',
    extendedDescription:
      'The one founders image from the first session that went straight onto the site, as the original home page hero. The frame stands for discipline and the garden for the living thing a founder is trying to build. It was later replaced by the lighthouse hero but remains the default prompt in the image demo. It proved that two motifs and a modest minimalism setting were enough.',
    filename: 'img-founders-geometric-garden-hero.png',
    prompt:
      'A Garden of Eden inside a geometric frame, clean lines, calm authority.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Order around growth: the frame is the discipline and the garden is the company. Neither works without the other.',
    complexityLevel: 2,
    tags: ['founders', 'garden', 'eden', 'frame', 'hero'],
    searchKeywords: 'garden,eden,geometric,frame,hero,authority',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '16:9',
      background: 'white',
      minimalism: 40,
      seed: 42,
      context: { type: 'hero' },
    },
  },

  // Content creators
  {
    id: 'img-creators-early-punctuation-wall',
    sessionId: 'session-early-experiments',
    title: 'Wall of Punctuation',
    description:
      'All five marks, # ; & | !, rendered huge across a field of waves, with our headline text laid on top.',
    extendedDescription:
      'We tried a creators hero where the product marks themselves were the imagery. Once the headline and subtitle were placed over it, the giant symbols and the words blended into one unreadable wall of glyphs. Visitors in our hallway test tried to read the punctuation as part of the sentence. The waves underneath were good and came back later.',
    filename: 'img-creators-early-punctuation-wall.png',
    prompt:
      'Giant punctuation marks # ; & | ! scattered across ocean waves, bold and loud, room for a headline.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: 'too much text overlay obscures image',
    correctionApproach:
      'Limited each image to a single mark and reserved the left third of the frame as empty space for headline copy.',
    designPhilosophy: null,
    complexityLevel: 4,
    tags: ['creators', 'punctuation', 'waves', 'hero', 'typography'],
    searchKeywords: 'punctuation,symbols,waves,headline,overlay,hero',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '16:9',
      background: 'white',
      minimalism: 80,
      seed: 6301,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-creators-early-jagged-constellation',
    sessionId: 'session-early-experiments',
    title: 'Jagged Constellation',
    description:
      'A playful constellation joined by hair-thin lines that broke into stair-step artifacts at export.',
    extendedDescription:
      'Made as a vertical story background for creators announcing a new episode or post. The composition was right, but the connecting lines were a single pixel wide and the preview export compressed them into jagged, flickering steps. On high-density phone screens the stars looked smeared. It was the first time we noticed that the preview size was not fit for publishing.',
    filename: 'img-creators-early-jagged-constellation.png',
    prompt:
      'A constellation of stars connected by thin lines over a charcoal sky, playful and bold.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: 'technical quality issues (resolution, artifacts)',
    correctionApproach:
      'Re-rendered at double resolution with thicker connecting strokes and exported a lossless PNG instead of the compressed preview.',
    designPhilosophy: null,
    complexityLevel: 4,
    tags: ['creators', 'constellation', 'stars', 'artifacts'],
    searchKeywords: 'constellation,stars,lines,artifacts,resolution,story',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '9:16',
      background: 'charcoal',
      minimalism: 70,
      seed: 7044,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-creators-early-formal-waves',
    sessionId: 'session-early-experiments',
    title: 'Waves in Formation',
    description:
      'Grey ocean waves drawn as perfectly parallel lines inside a square frame, tidy to the point of stiffness.',
    extendedDescription:
      'Intended for the creators gallery as a picture of rhythm and flow. We borrowed the founders vocabulary of frames and restraint, and the generator produced something closer to a spreadsheet than a sea. Creators we showed it to called it "very serious". The frame had to go before the waves could move.',
    filename: 'img-creators-early-formal-waves.png',
    prompt:
      'Orderly ocean waves in parallel lines inside a geometric frame, restrained and formal.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: "style doesn't match intended audience",
    correctionApproach:
      'Dropped "restrained and formal", switched to the vibrant palette and let the waves break out of the frame on the right-hand side.',
    designPhilosophy: null,
    complexityLevel: 1,
    tags: ['creators', 'waves', 'frame', 'formal'],
    searchKeywords: 'waves,ocean,parallel,frame,formal,grey',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '3:2',
      background: 'white',
      minimalism: 20,
      seed: 7789,
      context: { type: 'gallery' },
    },
  },
  {
    id: 'img-creators-early-lonely-lighthouse',
    sessionId: 'session-early-experiments',
    title: 'Lonely Lighthouse',
    description:
      'A single lighthouse above dark waves at night, beautiful and unmistakably sad.',
    extendedDescription:
      'We wanted a portrait illustration for the creators deep dive about standing out in a crowded feed. The solitary tower over black water came across as isolation rather than signal. For an audience that already feels alone against the algorithm, it said the wrong thing. The lighthouse moved to the founders set, where solitude reads as independence.',
    filename: 'img-creators-early-lonely-lighthouse.png',
    prompt:
      'A lonely lighthouse above dark waves at night, a solitary creator sending out a signal.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: 'perspective mismatch - wrong emotional tone',
    correctionApproach:
      'Replaced the lone lighthouse with a constellation linking many small lights, keeping the idea of a signal but adding a community around it.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['creators', 'lighthouse', 'night', 'tone'],
    searchKeywords: 'lighthouse,night,waves,lonely,signal,creator',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '3:4',
      background: 'black',
      minimalism: 50,
      seed: 8150,
      context: { type: 'illustration' },
    },
  },
  {
    id: 'img-creators-early-ampersand-tide',
    sessionId: 'session-early-experiments',
    title: 'Ampersand Tide',
    description:
      'An ampersand that seems to rise out of the sea, its curves continuing into the crest of a wave.',
    extendedDescription:
      'We asked for an ampersand floating above waves for a square social tile. The generator aligned the wave crests with the curves of the glyph, so the mark appears to be formed by the tide itself. It instantly read as collaboration carried by something bigger than one person. It became the first creators image we were proud of.',
    filename: 'img-creators-early-ampersand-tide.png',
    prompt: 'An ampersand above ocean waves, bold colour, lots of movement.',
    perspective: 'content_creators',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Collaboration as a force of nature: the ampersand joins two things, and the tide that shaped it suggests creators lifted by their audience.',
    complexityLevel: 2,
    tags: ['creators', 'ampersand', 'waves', 'social', 'accident'],
    searchKeywords: 'ampersand,waves,tide,collaboration,social',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '1:1',
      background: 'transparent',
      minimalism: 30,
      seed: 9033,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-creators-early-exclamation-stars',
    sessionId: 'session-early-experiments',
    title: 'Exclamation of Stars',
    description:
      'A tall exclamation mark built from scattered stars, with its dot falling away like a shooting star.',
    extendedDescription:
      'A mistyped seed produced this while we were iterating on the jagged constellation. The stars clustered into a vertical stroke and the final point drifted below with a short trail. It suits story formats perfectly and we used it to announce the Workshop idea. It reminded us to keep a log of seeds, because we nearly lost this one.',
    filename: 'img-creators-early-exclamation-stars.png',
    prompt: 'A constellation of stars in the shape of an exclamation mark, soft glow.',
    perspective: 'content_creators',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Emphasis should feel earned. A mark built from many small points says that a bold statement is the sum of patient work.',
    complexityLevel: 2,
    tags: ['creators', 'exclamation', 'constellation', 'story'],
    searchKeywords: 'exclamation,stars,shooting star,story,workshop',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '9:16',
      background: 'black',
      minimalism: 40,
      seed: 9402,
      context: { type: 'social' },
    },
  },

  // Memory capturers
  {
    id: 'img-families-early-cold-hearth',
    sessionId: 'session-early-experiments',
    title: 'The Cold Hearth',
    description:
      'A house and hearth drawn as a precise grey blueprint, technically neat and emotionally empty.',
    extendedDescription:
      'Our first attempt at a product card for families, reusing the frame-and-precision language that worked for founders. The hearth, which should be the warmest thing in the picture, came out as a grey rectangle inside another grey rectangle. Parents we showed it to said it looked like an insurance form. Warmth turned out to be the whole message for this audience.',
    filename: 'img-families-early-cold-hearth.png',
    prompt: 'A home with a hearth inside a geometric frame, monochrome, precise.',
    perspective: 'memory_capturers',
    learningStatus: 'learning_attempt',
    rejectionReason: 'perspective mismatch - wrong emotional tone',
    correctionApproach:
      'Moved to the soft palette and asked for warm light from the hearth, so the centre of the image glows instead of reading as a blueprint.',
    designPhilosophy: null,
    complexityLevel: 2,
    tags: ['families', 'hearth', 'home', 'monochrome'],
    searchKeywords: 'hearth,home,blueprint,grey,cold,card',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '4:3',
      background: 'charcoal',
      minimalism: 40,
      seed: 10277,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-families-early-crowded-family-tree',
    sessionId: 'session-early-experiments',
    title: 'Crowded Family Tree',
    description:
      'A family tree, a stack of books, a garden, a house and a sunrise, all at equal size and none in charge.',
    extendedDescription:
      'We tried to fit the whole story of a family into one gallery image. The tree, the house and the sunrise each pulled the eye in a different direction, and the books floated between them without a home. Viewers could not tell what the picture was about. It was the clearest case of needing one subject per image.',
    filename: 'img-families-early-crowded-family-tree.png',
    prompt:
      'A family tree with many branches, books, a garden, a home and a sunrise, everything a family remembers.',
    perspective: 'memory_capturers',
    learningStatus: 'learning_attempt',
    rejectionReason: 'visual hierarchy unclear or confusing',
    correctionApproach:
      'Made the tree the single centred subject and reduced the home to a small shape among its roots, with the books and sunrise removed.',
    designPhilosophy: null,
    complexityLevel: 5,
    tags: ['families', 'tree', 'books', 'hierarchy', 'busy'],
    searchKeywords: 'family tree,books,garden,home,sunrise,cluttered',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '3:2',
      background: 'white',
      minimalism: 90,
      seed: 11630,
      context: { type: 'gallery' },
    },
  },
  {
    id: 'img-families-early-striped-book',
    sessionId: 'session-early-experiments',
    title: 'Open Book on Stripes',
    description:
      'An open book beside a hearth, set against a busy black backdrop of horizontal bands.',
    extendedDescription:
      "Meant as a portrait illustration next to a short quotation on the family deep dive. The generator filled the black background with bands of colour echoing the book's page lines. Any text set beside or over the image had to compete with those stripes, and the quotation became hard to follow. The book itself was lovely and came back in the mastery session.",
    filename: 'img-families-early-striped-book.png',
    prompt: 'An open book with handwritten pages beside a hearth, evening light.',
    perspective: 'memory_capturers',
    learningStatus: 'learning_attempt',
    rejectionReason: 'background conflicts with text readability',
    correctionApproach:
      'Regenerated on a plain white background with minimalism 30, so the book sits as one clean shape and the quotation beside it stays legible.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['families', 'book', 'hearth', 'readability'],
    searchKeywords: 'book,pages,hearth,stripes,background,quote',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '3:4',
      background: 'black',
      minimalism: 60,
      seed: 12019,
      context: { type: 'illustration' },
    },
  },
  {
    id: 'img-families-early-faraway-home',
    sessionId: 'session-early-experiments',
    title: 'Home at the End of the Path',
    description:
      'A garden path winding toward a home at sunrise, where the home is a speck at the very top of the frame.',
    extendedDescription:
      'A vertical social image about the journey back home to the people who matter. The perspective of the path was so long that the house shrank to a few pixels, and on a phone it read as a smudge. The path and flowers took all the space while the emotional point of the picture nearly disappeared. We kept the path idea for later.',
    filename: 'img-families-early-faraway-home.png',
    prompt: 'A garden path leading to a distant home at sunrise, flowers on both sides.',
    perspective: 'memory_capturers',
    learningStatus: 'learning_attempt',
    rejectionReason: 'elements too small for web display',
    correctionApproach:
      'Shortened the path and asked for the home in the lower half of the frame, large enough to show a lit window.',
    designPhilosophy: null,
    complexityLevel: 4,
    tags: ['families', 'path', 'home', 'sunrise', 'story'],
    searchKeywords: 'path,garden,home,sunrise,distant,vertical',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '9:16',
      background: 'white',
      minimalism: 70,
      seed: 12988,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-families-early-path-ribbon',
    sessionId: 'session-early-experiments',
    title: 'Path Like a Ribbon',
    description:
      'A winding path toward the sunrise that came out as a single soft ribbon, exactly like a bookmark.',
    extendedDescription:
      'While testing very low minimalism we asked for a path and a sunrise and nothing else. The generator reduced the path to one continuous ribbon that curls at the end like the marker in a family Bible. It joined the ideas of direction and remembering in a way we had not planned. It now sits in the families gallery as a favourite.',
    filename: 'img-families-early-path-ribbon.png',
    prompt: 'A winding path toward the sunrise, very simple, warm.',
    perspective: 'memory_capturers',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      "A life's path and a bookmark are the same idea: a way to find your place again. The accident tied memory to direction.",
    complexityLevel: 1,
    tags: ['families', 'path', 'sunrise', 'bookmark'],
    searchKeywords: 'path,ribbon,bookmark,sunrise,memory',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '3:2',
      background: 'transparent',
      minimalism: 10,
      seed: 13575,
      context: { type: 'gallery' },
    },
  },
  {
    id: 'img-families-early-tree-at-sunrise',
    sessionId: 'session-early-experiments',
    title: 'One Tree at Sunrise',
    description:
      'A single rounded tree in front of a low, soft sunrise, with nothing else in the frame.',
    extendedDescription:
      'The only families image from the first session that we shipped, used as a square social tile when Hash opened to families. It was generated after the crowded family tree failed, as a deliberate exercise in leaving things out. The sunrise sits low so the tree stays the subject. It set the tone for every families image afterwards.',
    filename: 'img-families-early-tree-at-sunrise.png',
    prompt: 'A single tree in front of a soft sunrise, warm light, calm and personal.',
    perspective: 'memory_capturers',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'One tree, one sunrise. Families need to feel that their story is the subject of the picture, not the backdrop to it.',
    complexityLevel: 2,
    tags: ['families', 'tree', 'sunrise', 'social', 'warm'],
    searchKeywords: 'tree,sunrise,warm,simple,family,social',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '1:1',
      background: 'white',
      minimalism: 30,
      seed: 14102,
      context: { type: 'social' },
    },
  },

  // ---------------------------------------------------------------------------
  // Session 2: brand discovery (2025-03-05)
  // ---------------------------------------------------------------------------

  // Startup founders
  {
    id: 'img-products-header-punctuation-suite',
    sessionId: 'session-brand-discovery',
    title: 'Punctuation Skyline',
    description:
      'The five product marks # ; & | ! standing side by side like towers on a shared horizon.',
    extendedDescription:
      'Generated as the wide header of the products page, above the Hash, Semi, Scout and Workshop cards. Each mark is drawn as a building of a different height inside one long geometric frame, so the suite reads as a single skyline. The charcoal ground keeps the pink accents on the hash and the exclamation mark bright. It was the image that convinced us the marks could carry the brand.',
    filename: 'img-products-header-punctuation-suite.png',
    prompt:
      'The punctuation marks # ; & | ! standing in a row like a city skyline inside a geometric frame, calm authority.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Five tools, one skyline: each mark stands on its own, but they share a horizon. That is how we want the product suite to feel.',
    complexityLevel: 2,
    tags: ['products', 'punctuation', 'skyline', 'header', 'suite'],
    searchKeywords: 'punctuation,skyline,city,products,header,suite',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '21:9',
      background: 'charcoal',
      minimalism: 40,
      seed: 20501,
      context: { type: 'case-study-banner' },
    },
  },
  {
    id: 'img-founders-scout-lighthouse-card',
    sessionId: 'session-brand-discovery',
    title: 'Scout Lighthouse Beam',
    description:
      'A lighthouse whose beam sweeps across a dark sea in the shape of an ampersand.',
    extendedDescription:
      'Made for the Scout product card, where the copy promises pattern search in under 200 milliseconds. A lighthouse beam is search made visible, and bending it into an ampersand hints that Scout connects what it finds. The monochrome palette on black keeps it crisp at card size. It is the first time a product mark became part of the scene rather than a label on it.',
    filename: 'img-founders-scout-lighthouse-card.png',
    prompt:
      'A lighthouse whose beam is an ampersand sweeping across a dark sea, sharp and strategic.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Scout finds patterns fast, and a beam is search you can see. The ampersand reminds us that the point of finding things is connecting them.',
    complexityLevel: 2,
    tags: ['founders', 'scout', 'lighthouse', 'ampersand', 'product-card'],
    searchKeywords: 'scout,lighthouse,beam,ampersand,search,sea',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '4:3',
      background: 'black',
      minimalism: 30,
      seed: 21377,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-founders-workshop-bridge-card',
    sessionId: 'session-brand-discovery',
    title: 'Workshop Bridge Pillar',
    description:
      'An exclamation mark forming the central pillar of a suspension bridge over a neat city grid.',
    extendedDescription:
      'Created for the Workshop card on the products page, which describes constitutional governance for AI tools. We wanted governance to look structural rather than restrictive, so the mark holds the whole bridge up. The city grid below is kept light and natural in tone so the pillar dominates. It later inspired the founders case-study banner.',
    filename: 'img-founders-workshop-bridge-card.png',
    prompt:
      'An exclamation mark forming the central pillar of a suspension bridge over a city grid.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Governance holds things up rather than holding them back. The pillar makes Workshop part of the structure, not an ornament on it.',
    complexityLevel: 3,
    tags: ['founders', 'workshop', 'bridge', 'exclamation', 'product-card'],
    searchKeywords: 'workshop,bridge,pillar,exclamation,governance,city',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '4:3',
      background: 'white',
      minimalism: 50,
      seed: 22046,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-founders-hash-dashboard-clutter',
    sessionId: 'session-brand-discovery',
    title: 'Hash Over the Dashboard',
    description:
      'A large hash symbol pasted over a dashboard of charts, circuit lines and a city map.',
    extendedDescription:
      'An attempt at the Hash product card for founders, showing notes feeding into a strategic overview. The hash, the charts and the map were all drawn at similar weight, so the eye bounced between them without landing. It was not obvious whether the image was about the symbol or the data. The fix turned out to be merging the two rather than shrinking either.',
    filename: 'img-founders-hash-dashboard-clutter.png',
    prompt:
      'A hash symbol laid over a dashboard of charts, circuit lines and a city map, data-driven.',
    perspective: 'startup_founders',
    learningStatus: 'learning_attempt',
    rejectionReason: 'visual hierarchy unclear or confusing',
    correctionApproach:
      'Let the hash symbol become the grid of the dashboard itself, so there is one structure to read instead of a symbol floating over charts.',
    designPhilosophy: null,
    complexityLevel: 4,
    tags: ['founders', 'hash', 'dashboard', 'hierarchy'],
    searchKeywords: 'hash,dashboard,charts,circuit,map,cluttered',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '4:3',
      background: 'transparent',
      minimalism: 80,
      seed: 22871,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-founders-pipes-night-road',
    sessionId: 'session-brand-discovery',
    title: 'Pipes Night Road',
    description:
      'A pipe symbol drawn as a straight road cutting through a city at night, with circuit patterns on every surface.',
    extendedDescription:
      "We tested this as a hero for the Pipes announcement, the browser plugin that shifts a website's perspective. The road concept was strong, but circuit patterns covered the whole background edge to edge. White headline text over it shimmered against the busy texture and the call-to-action button almost vanished. The composition survived; the background did not.",
    filename: 'img-founders-pipes-night-road.png',
    prompt:
      'A pipe symbol as a vertical road through a city at night, circuit patterns everywhere.',
    perspective: 'startup_founders',
    learningStatus: 'learning_attempt',
    rejectionReason: 'background conflicts with text readability',
    correctionApproach:
      'Moved to a charcoal background and confined the circuit pattern to the right half, leaving a calm area on the left for the headline and button.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['founders', 'pipes', 'road', 'city', 'hero'],
    searchKeywords: 'pipes,road,city,night,circuit,readability',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '16:9',
      background: 'black',
      minimalism: 60,
      seed: 23519,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-founders-semicolon-mountain-lake',
    sessionId: 'session-brand-discovery',
    title: 'Semicolon Mountain Lake',
    description:
      'Two mountain ranges with a sun above and its reflection below, forming a semicolon by accident.',
    extendedDescription:
      'We asked for a semicolon standing between two mountain ranges. At minimalism zero the generator dropped the glyph and instead placed a round sun above the horizon and a curved reflection beneath it, which together read as a semicolon. The result is quieter and smarter than what we asked for. It now represents Semi in our founders gallery.',
    filename: 'img-founders-semicolon-mountain-lake.png',
    prompt: 'A semicolon between two mountain ranges, still water, early morning.',
    perspective: 'startup_founders',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'A semicolon joins two complete thoughts. Here it joined sky and water, which became our shorthand for Semi as a partner that connects ideas rather than finishing them for you.',
    complexityLevel: 1,
    tags: ['founders', 'semicolon', 'mountains', 'semi', 'accident'],
    searchKeywords: 'semicolon,mountains,lake,reflection,semi,sun',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '3:2',
      background: 'white',
      minimalism: 0,
      seed: 24033,
      context: { type: 'gallery' },
    },
  },

  // Content creators
  {
    id: 'img-creators-happy-accident-ink-bloom',
    sessionId: 'session-brand-discovery',
    title: 'Ink Bloom',
    description:
      'Punctuation marks dissolving into ocean waves and spreading outward like drops of ink in water.',
    extendedDescription:
      'We asked for marks sitting on top of waves for a creators social tile. Because the marks were drawn with transparency over the wave layers, their edges bled outward in soft rings, and the whole image looks like ink blooming in a glass of water. It captures how one idea spreads through an audience better than any prompt we had written. It is the most downloaded image in the brand discovery session.',
    filename: 'img-creators-happy-accident-ink-bloom.png',
    prompt:
      'Punctuation marks # ; & on top of ocean waves, bold colour, energetic.',
    perspective: 'content_creators',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Ideas spread like ink: a single mark, given room, blooms into shapes its author never planned. That is what creators do with their audience.',
    complexityLevel: 3,
    tags: ['creators', 'ink', 'waves', 'punctuation', 'accident', 'social'],
    searchKeywords: 'ink,bloom,waves,punctuation,spread,social',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '1:1',
      background: 'white',
      minimalism: 50,
      seed: 25190,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-creators-semi-wave-card',
    sessionId: 'session-brand-discovery',
    title: 'Semicolon Riding the Wave',
    description:
      'A bright semicolon balanced on the crest of a curling geometric wave.',
    extendedDescription:
      'Designed for the Semi product card when the site is viewed from the creators perspective. The wave curls from left to right, carrying the mark forward without swallowing it. Vibrant teal and pink on white keep it lively next to the other cards. It was the first creators asset accepted without a single revision.',
    filename: 'img-creators-semi-wave-card.png',
    prompt:
      'A semicolon riding a cresting wave, playful and bold, vibrant colours on white.',
    perspective: 'content_creators',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Semi is a conversation partner, and a wave is a conversation with the shore. The mark rides it rather than steering it.',
    complexityLevel: 2,
    tags: ['creators', 'semi', 'semicolon', 'wave', 'product-card'],
    searchKeywords: 'semi,semicolon,wave,surf,playful,card',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '4:3',
      background: 'white',
      minimalism: 40,
      seed: 26604,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-creators-punctuation-confetti',
    sessionId: 'session-brand-discovery',
    title: 'Punctuation Confetti',
    description:
      'Hundreds of tiny punctuation marks raining down over a constellation, like confetti at a launch party.',
    extendedDescription:
      'A vertical story image meant to celebrate a creator milestone. At full minimalism the generator scattered hundreds of marks, each only a few pixels wide. On a phone screen they turned into glitter, and nobody could tell that they were the product symbols. The festive mood was right, but the brand was invisible.',
    filename: 'img-creators-punctuation-confetti.png',
    prompt:
      'Hundreds of tiny punctuation marks falling like confetti over a constellation, celebration.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: 'elements too small for web display',
    correctionApproach:
      'Reduced the scene to five large marks, one per product, and set minimalism to 40 so each symbol stays recognisable on a phone.',
    designPhilosophy: null,
    complexityLevel: 5,
    tags: ['creators', 'confetti', 'punctuation', 'story'],
    searchKeywords: 'confetti,punctuation,celebration,constellation,tiny,story',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '9:16',
      background: 'charcoal',
      minimalism: 100,
      seed: 27318,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-creators-inspirational-road',
    sessionId: 'session-brand-discovery',
    title: 'Inspirational Road Trip',
    description:
      'An open road running toward mountains and a sunrise, the classic image of a journey ahead.',
    extendedDescription:
      'Tested as the hero for the creators deep dive, illustrating the long road of building an audience. It looked exactly like the motivational posters every creator has already scrolled past a hundred times. Nothing in it said CHB, punctuation or independence. We needed to tell the same story in our own visual language.',
    filename: 'img-creators-inspirational-road.png',
    prompt:
      'A sunrise over mountains with a road to the horizon, inspirational creator journey.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: 'generic stock photo appearance',
    correctionApproach:
      'Replaced the landscape with a constellation drawn in the shape of an open road, so the journey is told with stars and waves instead of postcard scenery.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['creators', 'road', 'sunrise', 'generic', 'hero'],
    searchKeywords: 'road,sunrise,mountains,journey,motivational,stock',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '16:9',
      background: 'white',
      minimalism: 50,
      seed: 28440,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-creators-grey-waves-exclamation',
    sessionId: 'session-brand-discovery',
    title: 'Grey Waves, Grey Exclamation',
    description:
      'Geometric waves in shades of grey beneath a single exclamation mark that should have been pink.',
    extendedDescription:
      'A gallery piece for creators built around one loud mark. The monochrome palette turned the exclamation mark the same grey as the water, so the brand pink that ties our assets together was missing entirely. Placed beside the other creators images it looked like a draft. The composition was strong enough that only the palette needed to change.',
    filename: 'img-creators-grey-waves-exclamation.png',
    prompt:
      'Geometric waves in shades of grey with a single exclamation mark above them.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: 'color palette conflicts with brand aesthetic',
    correctionApproach:
      'Kept the composition and seed but moved to the vibrant palette, so the exclamation mark picks up the brand pink and the waves shift to teal.',
    designPhilosophy: null,
    complexityLevel: 2,
    tags: ['creators', 'waves', 'exclamation', 'palette'],
    searchKeywords: 'waves,exclamation,grey,monochrome,palette,brand',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '3:2',
      background: 'transparent',
      minimalism: 30,
      seed: 29055,
      context: { type: 'gallery' },
    },
  },
  {
    id: 'img-creators-pipe-star-waterfall',
    sessionId: 'session-brand-discovery',
    title: 'Pipe Star Waterfall',
    description:
      'Waves pouring through a tall pipe symbol and falling out the bottom as a cascade of stars.',
    extendedDescription:
      'We asked for a pipe symbol channelling waves, hoping for an illustration of the Pipes plugin. The generator continued the wave pattern through the channel and then switched to its constellation motif below it, so water goes in and starlight comes out. It is the clearest picture we have of content being transformed by a change of perspective. We now use it whenever we explain Pipes to creators.',
    filename: 'img-creators-pipe-star-waterfall.png',
    prompt: 'A pipe symbol channelling ocean waves, soft night colours.',
    perspective: 'content_creators',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Pipes transforms perspective, and the accident showed content flowing through a channel and coming out as light.',
    complexityLevel: 3,
    tags: ['creators', 'pipes', 'waterfall', 'stars', 'accident'],
    searchKeywords: 'pipes,waterfall,stars,waves,transform,plugin',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '3:4',
      background: 'black',
      minimalism: 60,
      seed: 30712,
      context: { type: 'illustration' },
    },
  },

  // Memory capturers
  {
    id: 'img-families-hash-book-card',
    sessionId: 'session-brand-discovery',
    title: 'Hash Family Crest',
    description:
      'An open book beside a warm hearth, with a hash symbol pressed into the cover like a family crest.',
    extendedDescription:
      'Made for the Hash product card in the families perspective, where Hash is described as a private place for notes and memories. The hash sits on the book cover as a quiet emblem rather than a logo. The soft palette and the glow of the hearth keep it homely. It was the moment the punctuation language first worked for families.',
    filename: 'img-families-hash-book-card.png',
    prompt:
      'An open book on a table beside a warm hearth, a hash symbol pressed into the cover like a family crest.',
    perspective: 'memory_capturers',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Hash keeps notes the way a family Bible keeps births and weddings: privately, in one place, meant to be handed down.',
    complexityLevel: 2,
    tags: ['families', 'hash', 'book', 'hearth', 'product-card'],
    searchKeywords: 'hash,book,hearth,crest,family,notes',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '4:3',
      background: 'white',
      minimalism: 40,
      seed: 31266,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-families-walled-garden-home',
    sessionId: 'session-brand-discovery',
    title: 'Home in a Walled Garden',
    description:
      'A small home inside a walled garden, with the sunrise just clearing the top of the wall.',
    extendedDescription:
      'A square social image for posts about privacy and data sovereignty aimed at families. The wall encloses the garden without hiding the sky, which is the balance we want to strike. The transparent background lets it sit on both light and dark post templates. It was reused on the families deep dive next to the privacy problem card.',
    filename: 'img-families-walled-garden-home.png',
    prompt:
      'A small home inside a walled garden, sunrise over the wall, gentle colours.',
    perspective: 'memory_capturers',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Privacy as a garden wall: it shelters what grows inside without shutting out the light.',
    complexityLevel: 2,
    tags: ['families', 'garden', 'home', 'privacy', 'social'],
    searchKeywords: 'garden,wall,home,privacy,sunrise,family',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '1:1',
      background: 'transparent',
      minimalism: 30,
      seed: 32581,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-families-network-constellation',
    sessionId: 'session-brand-discovery',
    title: 'Family Network Diagram',
    description:
      'A constellation of stars above a circuit-board horizon, meant to show a family connected across distance.',
    extendedDescription:
      'We tested this as a families hero about keeping relatives in touch. The circuit horizon and evenly spaced stars made it look like a telecoms network map. Parents described it as "something from my IT department". The idea of stars as people was kept, but everything technical had to go.',
    filename: 'img-families-network-constellation.png',
    prompt:
      'A constellation of stars over a circuit board horizon representing a family network.',
    perspective: 'memory_capturers',
    learningStatus: 'learning_attempt',
    rejectionReason: "style doesn't match intended audience",
    correctionApproach:
      'Swapped the circuit horizon for a home with a lit window and kept only a few stars, turning a network diagram into an evening at home.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['families', 'constellation', 'circuit', 'hero'],
    searchKeywords: 'constellation,circuit,network,family,stars,technical',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '16:9',
      background: 'black',
      minimalism: 60,
      seed: 33907,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-families-verse-tree',
    sessionId: 'session-brand-discovery',
    title: 'Tree of Written Names',
    description:
      'A tree with verses and names written along every branch, plus a quotation laid across the canopy.',
    extendedDescription:
      'An idea for the devotions and Bible study card on the families deep dive. The generator turned the requested writing into dense glyph-like strokes along each branch, and our overlaid verse sat on top of them. Between the fake lettering and the real text the tree disappeared. It read as a page of writing with some green behind it.',
    filename: 'img-families-verse-tree.png',
    prompt:
      'A tree with verses and family names written along every branch, soft morning light.',
    perspective: 'memory_capturers',
    learningStatus: 'learning_attempt',
    rejectionReason: 'too much text overlay obscures image',
    correctionApproach:
      'Removed the written names from the prompt and moved the verse into live page text beside the image, leaving the tree to carry the meaning.',
    designPhilosophy: null,
    complexityLevel: 4,
    tags: ['families', 'tree', 'verse', 'text', 'devotion'],
    searchKeywords: 'tree,verse,names,scripture,text,overlay',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '3:4',
      background: 'white',
      minimalism: 70,
      seed: 34420,
      context: { type: 'gallery' },
    },
  },
  {
    id: 'img-families-banded-hearth-fire',
    sessionId: 'session-brand-discovery',
    title: 'Banded Hearth Fire',
    description:
      'A hearth fire of layered geometric flames whose gradients broke into visible bands and speckles.',
    extendedDescription:
      'Intended for the families gallery as a warm close-up of the hearth. So many translucent flame layers overlapped that the gradients posterised into hard stripes, with speckled noise where they met. The preview had been upscaled, which made the artifacts worse. The warmth was right, but the image looked damaged.',
    filename: 'img-families-banded-hearth-fire.png',
    prompt:
      'A hearth fire made of layered geometric flames inside a home, glowing embers.',
    perspective: 'memory_capturers',
    learningStatus: 'learning_attempt',
    rejectionReason: 'technical quality issues (resolution, artifacts)',
    correctionApproach:
      'Regenerated with a new seed and fewer overlapping flame layers, then exported at full resolution instead of upscaling the preview.',
    designPhilosophy: null,
    complexityLevel: 3,
    tags: ['families', 'hearth', 'fire', 'artifacts'],
    searchKeywords: 'hearth,fire,flames,banding,artifacts,home',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '3:2',
      background: 'charcoal',
      minimalism: 50,
      seed: 35763,
      context: { type: 'gallery' },
    },
  },
  {
    id: 'img-families-bridge-of-generations',
    sessionId: 'session-brand-discovery',
    title: 'Bridge of Generations',
    description:
      'Two tree canopies reaching toward each other across a river, their branches meeting to form an arch.',
    extendedDescription:
      'We asked for a bridge over a river leading to a home, as a wide banner candidate for the families case study. The generator drew its tree motif on both banks and let the branches meet in the middle, so the bridge is made of living wood. Everyone who saw it thought of grandparents and grandchildren meeting halfway. It did not become the banner, but it shaped the legacy tree that did.',
    filename: 'img-families-bridge-of-generations.png',
    prompt: 'A bridge over a river leading to a home, gentle and quiet.',
    perspective: 'memory_capturers',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Two trees reaching across a river became a picture of generations meeting halfway, which says more than the bridge we asked for.',
    complexityLevel: 2,
    tags: ['families', 'bridge', 'trees', 'generations', 'accident'],
    searchKeywords: 'bridge,trees,river,generations,arch,legacy',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '21:9',
      background: 'white',
      minimalism: 40,
      seed: 36150,
      context: { type: 'case-study-banner' },
    },
  },

  // ---------------------------------------------------------------------------
  // Session 3: perspective mastery (2025-05-20)
  // ---------------------------------------------------------------------------

  // Startup founders
  {
    id: 'img-founders-hero-geometric-lighthouse',
    sessionId: 'session-perspective-mastery',
    title: 'Geometric Lighthouse Hero',
    description:
      'A geometric lighthouse on a cliff of stacked blocks, its beam drawn as clean straight lines across a calm sea.',
    extendedDescription:
      'The home page hero for the startup founders perspective, sitting behind the headline and the Start a Conversation button. The lighthouse stands on the right third, leaving the charcoal sky on the left free for text under the cool overlay. A single pink line runs through the beam, echoing the brand primary. It replaced the earlier geometric garden hero.',
    filename: 'img-founders-hero-geometric-lighthouse.png',
    prompt:
      'A large geometric lighthouse on a cliff of stacked blocks, its beam as clean straight lines across a calm sea, cool tones with one pink accent.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'A lighthouse does not steer the ship; it gives the captain what they need to decide. That is the role we want our tools to play for founders.',
    complexityLevel: 2,
    tags: ['founders', 'lighthouse', 'hero', 'home', 'geometric'],
    searchKeywords: 'lighthouse,hero,geometric,beam,sea,founders',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '16:9',
      background: 'charcoal',
      minimalism: 30,
      seed: 40117,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-case-study-founders-bridge',
    sessionId: 'session-perspective-mastery',
    title: 'Founders Case Study Bridge',
    description:
      'A long suspension bridge of geometric cables spanning two city grids, with a small hash mark on each tower.',
    extendedDescription:
      "The banner at the top of the CHB case study when viewed as a founder. The case study describes pulling scattered context into one strategic memory, and the bridge spans the width of the 21:9 frame to make that connection literal. The two city grids stand for the founder's product and market. The hash marks on the towers are small enough to discover rather than shout.",
    filename: 'img-case-study-founders-bridge.png',
    prompt:
      'A long suspension bridge of geometric cables spanning between two city grids, a small hash mark on each tower, dusk light.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'The case study is about connecting scattered context into one strategy. The bridge makes that span visible and keeps both worlds in view.',
    complexityLevel: 2,
    tags: ['founders', 'bridge', 'case-study', 'city', 'banner'],
    searchKeywords: 'bridge,case study,city,hash,banner,strategy',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '21:9',
      background: 'black',
      minimalism: 40,
      seed: 41209,
      context: { type: 'case-study-banner' },
    },
  },
  {
    id: 'img-founders-roadmap-gated-path',
    sessionId: 'session-perspective-mastery',
    title: 'Three Gates Roadmap',
    description:
      'A straight path running through three geometric gates toward distant mountains, each gate shaped by a punctuation mark.',
    extendedDescription:
      'An illustration for the roadmap page, where the three phases Foundation, Integration and Evolution are laid out in order. The first gate is solid, the second half drawn and the third only outlined, mirroring complete, in progress and planned. The mountains stay far away on purpose. It gives founders a sense of progress without overpromising.',
    filename: 'img-founders-roadmap-gated-path.png',
    prompt:
      'A straight path running through three geometric gates toward mountains, each gate a different punctuation mark.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'A path through gates shows progress honestly: you can see where you are, what is next and how far the mountains really are.',
    complexityLevel: 3,
    tags: ['founders', 'roadmap', 'path', 'mountains', 'gates'],
    searchKeywords: 'roadmap,path,gates,mountains,phases,progress',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '3:2',
      background: 'white',
      minimalism: 50,
      seed: 42336,
      context: { type: 'illustration' },
    },
  },
  {
    id: 'img-founders-deep-dive-city-dashboard',
    sessionId: 'session-perspective-mastery',
    title: 'City of Dashboard Tiles',
    description:
      'A city grid seen from above where every block is a dashboard tile, linked by a thin line of light.',
    extendedDescription:
      'The hero of the startup founders deep dive, which explains persistent strategic memory and cross-project intelligence. Each block represents a project, and the glowing line tracing between them shows Scout finding connections. The charcoal background and vibrant accents match the comparison table further down the page. It is the most detailed founders image we accepted.',
    filename: 'img-founders-deep-dive-city-dashboard.png',
    prompt:
      'A city grid seen from above where each block is a dashboard tile, connected by a thin circuit of light.',
    perspective: 'startup_founders',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Strategic memory should be a map you can read at a glance. Each tile is a project and each line of light is a connection you did not have to remember yourself.',
    complexityLevel: 3,
    tags: ['founders', 'city', 'dashboard', 'deep-dive', 'hero'],
    searchKeywords: 'city,dashboard,tiles,circuit,memory,deep dive',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '16:9',
      background: 'charcoal',
      minimalism: 60,
      seed: 43478,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-founders-cottage-lighthouse',
    sessionId: 'session-perspective-mastery',
    title: 'Cottage by the Lighthouse',
    description:
      'A lighthouse at sunrise with a cosy cottage and a flower garden at its foot, lovely and far too homely.',
    extendedDescription:
      'One of the first candidates for the new founders hero. The soft palette and cottage garden made the scene warm and domestic, closer to a holiday rental than a company that helps founders make strategic decisions. Under the cool founders overlay the colours also turned muddy. It led directly to the stripped-back lighthouse we shipped.',
    filename: 'img-founders-cottage-lighthouse.png',
    prompt:
      'A lighthouse at sunrise with a cosy cottage and a garden at its foot, welcoming.',
    perspective: 'startup_founders',
    learningStatus: 'learning_attempt',
    rejectionReason: 'perspective mismatch - wrong emotional tone',
    correctionApproach:
      'Removed the cottage and garden, moved to the monochrome palette on charcoal and kept the lighthouse alone, which became the accepted founders hero.',
    designPhilosophy: null,
    complexityLevel: 2,
    tags: ['founders', 'lighthouse', 'cottage', 'tone', 'hero'],
    searchKeywords: 'lighthouse,cottage,garden,sunrise,warm,hero',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '16:9',
      background: 'white',
      minimalism: 40,
      seed: 44590,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-founders-circuit-tree',
    sessionId: 'session-perspective-mastery',
    title: 'Circuit Tree',
    description:
      'Circuit traces that branch upward from a single trunk line, forming a tree made of wiring.',
    extendedDescription:
      "We asked for a plain circuit board for a social post about running on our own infrastructure. With this seed the traces split repeatedly as they rose, and the generator's tree motif took over the silhouette. The result is a technical drawing that also looks alive. It became our favourite way to explain growing without outside investment.",
    filename: 'img-founders-circuit-tree.png',
    prompt: 'A circuit board with traces rising from a single line, natural colours.',
    perspective: 'startup_founders',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Infrastructure that grows rather than sprawls. The accident gave founders an image of a company that scales organically, without investor money forcing the pace.',
    complexityLevel: 3,
    tags: ['founders', 'circuit', 'tree', 'independence', 'accident'],
    searchKeywords: 'circuit,tree,growth,infrastructure,independent,social',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '1:1',
      background: 'black',
      minimalism: 50,
      seed: 45602,
      context: { type: 'social' },
    },
  },

  // Content creators
  {
    id: 'img-creators-hero-constellation-waves',
    sessionId: 'session-perspective-mastery',
    title: 'Constellation Over the Waves',
    description:
      'A bright constellation arcing above bold geometric waves, with an exclamation mark hidden in the star pattern.',
    extendedDescription:
      'The home page hero for the content creators perspective. The waves fill the lower third in teal and pink while the constellation sweeps across the upper right, leaving clear charcoal space for the headline. Careful viewers spot the exclamation mark traced by five of the stars. It is the direct descendant of the rejected neon overload image from the same session.',
    filename: 'img-creators-hero-constellation-waves.png',
    prompt:
      'A constellation of bright stars arcing above bold geometric waves, an exclamation mark hidden in the star pattern, vibrant colours on charcoal.',
    perspective: 'content_creators',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Creators live between a sea of content and the few stars that guide it. The hidden exclamation mark rewards the people who look twice.',
    complexityLevel: 3,
    tags: ['creators', 'constellation', 'waves', 'hero', 'home'],
    searchKeywords: 'constellation,waves,stars,hero,exclamation,creators',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '16:9',
      background: 'charcoal',
      minimalism: 50,
      seed: 46731,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-case-study-creators-amplifier',
    sessionId: 'session-perspective-mastery',
    title: 'The Amplifier',
    description:
      'Concentric waves spreading outward from a single semicolon, each ring breaking into a trail of smaller stars.',
    extendedDescription:
      "The banner for the CHB case study in the creators perspective, where the copy talks about amplifying reach without replacing the creator's voice. The semicolon sits left of centre and the rings run out across the full 21:9 width. Further from the centre the waves break into stars, suggesting an audience forming. It visually restates the Creative Amplification Pledge.",
    filename: 'img-case-study-creators-amplifier.png',
    prompt:
      'Concentric waves spreading outward from a single semicolon, each ring splitting into a constellation of smaller stars, bold and playful.',
    perspective: 'content_creators',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      "Amplification, not replacement: the creator's mark stays at the centre, and the waves carry it further without changing what it is.",
    complexityLevel: 3,
    tags: ['creators', 'case-study', 'waves', 'semicolon', 'banner'],
    searchKeywords: 'amplifier,waves,semicolon,stars,case study,banner',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '21:9',
      background: 'black',
      minimalism: 60,
      seed: 47885,
      context: { type: 'case-study-banner' },
    },
  },
  {
    id: 'img-creators-rising-marks-story',
    sessionId: 'session-perspective-mastery',
    title: 'Marks Rising From the Sea',
    description:
      'A vertical stream of punctuation marks lifting out of ocean waves into a starry sky.',
    extendedDescription:
      'Produced for vertical story formats so creators could share the site in their own feeds. The marks are spaced generously and grow larger as they rise, so all five stay legible on a phone. A transparent background lets the image sit on any story template. It fixed the problems of the earlier punctuation confetti.',
    filename: 'img-creators-rising-marks-story.png',
    prompt:
      'A vertical stream of punctuation marks # ; & | ! rising from ocean waves into a starry sky, soft colours.',
    perspective: 'content_creators',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'A vertical frame reads like a scroll, and marks rising out of the waves suggest ideas surfacing into view one at a time.',
    complexityLevel: 2,
    tags: ['creators', 'punctuation', 'waves', 'stars', 'story'],
    searchKeywords: 'punctuation,rising,waves,stars,vertical,story',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '9:16',
      background: 'transparent',
      minimalism: 40,
      seed: 48013,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-creators-pledge-ampersand-constellation',
    sessionId: 'session-perspective-mastery',
    title: 'Pledge Constellation',
    description:
      'An ampersand traced as a constellation, joining two clusters of stars above calm waves.',
    extendedDescription:
      'An illustration for the Creative Amplification Pledge on the creators deep dive. One cluster stands for the creator and the other for their community, and the ampersand constellation binds them as equals. Natural tones on white keep it gentle beside three paragraphs of serious text. It is the calmest image in the creators set.',
    filename: 'img-creators-pledge-ampersand-constellation.png',
    prompt:
      'An ampersand drawn as a constellation joining two clusters of stars above calm waves.',
    perspective: 'content_creators',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'The pledge is a promise between two parties. The ampersand constellation connects creator and community as equals, with neither swallowing the other.',
    complexityLevel: 2,
    tags: ['creators', 'ampersand', 'constellation', 'pledge'],
    searchKeywords: 'ampersand,constellation,pledge,community,waves,stars',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '3:4',
      background: 'white',
      minimalism: 30,
      seed: 49167,
      context: { type: 'illustration' },
    },
  },
  {
    id: 'img-creators-neon-overload',
    sessionId: 'session-perspective-mastery',
    title: 'Neon Overload',
    description:
      'Waves, a constellation, all five punctuation marks and a city skyline at once, in neon on black.',
    extendedDescription:
      'The first draft of the creators hero in the mastery session, when we tried to include every motif that had worked for creators so far. Each element was fine on its own, but together they left no room for the headline and no single place for the eye to rest. The city skyline also pulled the image toward the founders look. Taking things away produced the final hero.',
    filename: 'img-creators-neon-overload.png',
    prompt:
      'Ocean waves, a constellation, punctuation marks and a city skyline together, neon colours, maximum energy.',
    perspective: 'content_creators',
    learningStatus: 'learning_attempt',
    rejectionReason: 'composition too busy for target perspective',
    correctionApproach:
      'Removed the city skyline and the marks, and kept the constellation as the single focal point above the waves; this became the accepted creators hero.',
    designPhilosophy: null,
    complexityLevel: 5,
    tags: ['creators', 'neon', 'busy', 'hero'],
    searchKeywords: 'neon,waves,constellation,city,busy,hero',
    generationParams: {
      colorPalette: 'vibrant',
      aspectRatio: '16:9',
      background: 'black',
      minimalism: 90,
      seed: 50294,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-creators-hash-net-weave',
    sessionId: 'session-perspective-mastery',
    title: 'Hash Net Weave',
    description:
      'A hash symbol cast over waves like a fishing net, repeated until it became a woven textile.',
    extendedDescription:
      'We asked for a single hash symbol thrown over the waves like a net. The generator tiled the symbol across the wave bands, and at this minimalism level the result looks like a hand-woven fabric with the sea showing through. It is an unexpectedly tactile image for a note-taking tool. Creators liked it as a square post background.',
    filename: 'img-creators-hash-net-weave.png',
    prompt: 'A hash symbol as a fishing net thrown over ocean waves, soft colours.',
    perspective: 'content_creators',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Structure that lets content through: the weave shows Hash as a loose net that catches ideas without trapping them.',
    complexityLevel: 4,
    tags: ['creators', 'hash', 'weave', 'waves', 'accident'],
    searchKeywords: 'hash,net,weave,textile,waves,pattern',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '1:1',
      background: 'white',
      minimalism: 70,
      seed: 51420,
      context: { type: 'social' },
    },
  },

  // Memory capturers
  {
    id: 'img-families-hero-garden-hearth',
    sessionId: 'session-perspective-mastery',
    title: 'Garden and Hearth Hero',
    description:
      'A walled garden at sunrise with a small home and a glowing hearth at its centre, drawn in gentle geometric shapes.',
    extendedDescription:
      'The home page hero for the memory capturers perspective. The home sits low and central with warm light spilling from the hearth, while the garden and sunrise fill the rest of the frame in soft colours. There are no screens, circuits or marks anywhere in the picture. Under the warm overlay the headline sits comfortably over the pale sky.',
    filename: 'img-families-hero-garden-hearth.png',
    prompt:
      'A walled garden at sunrise with a small home and a glowing hearth at its centre, gentle geometric shapes, warm soft colours.',
    perspective: 'memory_capturers',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Families should see home first and technology not at all. The hearth at the centre is the point of the whole picture.',
    complexityLevel: 1,
    tags: ['families', 'garden', 'hearth', 'home', 'hero'],
    searchKeywords: 'garden,hearth,home,sunrise,hero,family',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '16:9',
      background: 'white',
      minimalism: 20,
      seed: 52558,
      context: { type: 'hero' },
    },
  },
  {
    id: 'img-case-study-families-legacy-tree',
    sessionId: 'session-perspective-mastery',
    title: 'Legacy Tree',
    description:
      'A wide old tree whose roots spread beneath a row of books, its branches reaching toward a sunrise.',
    extendedDescription:
      'The banner for the CHB case study in the families perspective, where the copy covers legacy and memory preservation. The 21:9 frame lets the roots run almost the full width under a shelf of books. The canopy leans toward the rising sun on the right. It grew directly out of the bridge of generations accident from the brand discovery session.',
    filename: 'img-case-study-families-legacy-tree.png',
    prompt:
      'A wide old tree with roots spreading under a row of books and branches reaching toward a sunrise, warm natural colours.',
    perspective: 'memory_capturers',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Legacy grows from roots you cannot see. The books beneath the tree are the stories that feed the next generation.',
    complexityLevel: 2,
    tags: ['families', 'tree', 'legacy', 'books', 'case-study', 'banner'],
    searchKeywords: 'legacy,tree,roots,books,sunrise,case study',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '21:9',
      background: 'transparent',
      minimalism: 30,
      seed: 53691,
      context: { type: 'case-study-banner' },
    },
  },
  {
    id: 'img-families-homeschool-book-path',
    sessionId: 'session-perspective-mastery',
    title: 'Pages Into the Garden',
    description:
      'An open book whose pages unfold into a small path leading into a garden, in soft morning light.',
    extendedDescription:
      'Made for the homeschool curriculum use-case card on the families deep dive. The left page is a plain book and the right page turns into a path of stepping stones through a garden. It suggests learning that starts at the kitchen table and leads outside. The book came back from the striped-book attempt in the first session, this time on a clean background.',
    filename: 'img-families-homeschool-book-path.png',
    prompt:
      'An open book whose pages form a small path into a garden, soft morning light.',
    perspective: 'memory_capturers',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Homeschool learning starts at home and leads outward. Turning pages into a path makes study feel like a walk rather than a chore.',
    complexityLevel: 2,
    tags: ['families', 'book', 'path', 'garden', 'homeschool'],
    searchKeywords: 'book,path,garden,homeschool,learning,card',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '4:3',
      background: 'white',
      minimalism: 30,
      seed: 54826,
      context: { type: 'product-card' },
    },
  },
  {
    id: 'img-families-devotion-window',
    sessionId: 'session-perspective-mastery',
    title: 'Morning Devotion Window',
    description:
      'A home window framing a sunrise, with a closed book resting on the sill.',
    extendedDescription:
      'An illustration for the devotions and Bible study card, replacing the rejected tree of written names. The charcoal interior around the window makes the sunrise feel like the first light of the day. The book is closed, leaving its contents to the reader. It is the quietest image in the families collection.',
    filename: 'img-families-devotion-window.png',
    prompt:
      'A window of a home framing a sunrise, a book resting on the sill, quiet and personal.',
    perspective: 'memory_capturers',
    learningStatus: 'final_version',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Morning devotion happens at a window. The image keeps the frame domestic and lets the light do the talking.',
    complexityLevel: 2,
    tags: ['families', 'window', 'sunrise', 'book', 'devotion'],
    searchKeywords: 'window,sunrise,book,devotion,morning,home',
    generationParams: {
      colorPalette: 'natural',
      aspectRatio: '3:4',
      background: 'charcoal',
      minimalism: 40,
      seed: 55939,
      context: { type: 'illustration' },
    },
  },
  {
    id: 'img-families-hearth-spark-constellation',
    sessionId: 'session-perspective-mastery',
    title: 'Sparks Into Stars',
    description:
      'Sparks rising from a hearth that drift upward and settle into a small constellation shaped like a family.',
    extendedDescription:
      'We asked for a hearth with a few sparks for a vertical story about family evenings. The generator continued the sparks into its star motif, and by chance they gathered into two tall figures and two small ones. It is the most shared families image we have made. We did not try to reproduce it; we kept the seed instead.',
    filename: 'img-families-hearth-spark-constellation.png',
    prompt: 'A hearth with sparks rising into the night, warm and personal.',
    perspective: 'memory_capturers',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Sparks from the hearth that become stars: memories made at home outlive the evening they were made in.',
    complexityLevel: 3,
    tags: ['families', 'hearth', 'sparks', 'constellation', 'accident'],
    searchKeywords: 'hearth,sparks,stars,constellation,family,evening',
    generationParams: {
      colorPalette: 'soft',
      aspectRatio: '9:16',
      background: 'black',
      minimalism: 50,
      seed: 56071,
      context: { type: 'social' },
    },
  },
  {
    id: 'img-families-tree-ring-record',
    sessionId: 'session-perspective-mastery',
    title: 'Tree Rings Record',
    description:
      'The cross-section of a tree trunk whose rings came out as fine grooves, like a vinyl record.',
    extendedDescription:
      'An experiment with the monochrome palette for families, asking for a simple cross-section of a tree. The generator drew the rings as even concentric lines with a small centre hole, so the trunk looks exactly like an old record. It connected tree rings and recorded family voices in one image. We kept it as a square post for the memory preservation theme.',
    filename: 'img-families-tree-ring-record.png',
    prompt: 'A cross-section of an old tree trunk showing its rings, simple and calm.',
    perspective: 'memory_capturers',
    learningStatus: 'happy_accident',
    rejectionReason: null,
    correctionApproach: null,
    designPhilosophy:
      'Tree rings are a family archive written by time. The accident made them look like a recording you could play back.',
    complexityLevel: 3,
    tags: ['families', 'tree', 'rings', 'record', 'accident'],
    searchKeywords: 'tree rings,record,vinyl,archive,memory,monochrome',
    generationParams: {
      colorPalette: 'monochrome',
      aspectRatio: '1:1',
      background: 'white',
      minimalism: 60,
      seed: 57204,
      context: { type: 'social' },
    },
  },
];
