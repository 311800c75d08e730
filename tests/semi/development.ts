/**
 * Evaluation set for Semi, the site's chat assistant.
 *
 * Each case is a question a real visitor might type (typos and lowercase
 * included). `mustInclude` lists lower-case facts a good answer contains;
 * `page` is the page the answer should cite; `kind` is set when the expected
 * reply is not a knowledge answer.
 */
export interface SemiCase {
  question: string;
  mustInclude: string[];
  page?: string;
  kind?: 'unknown' | 'declined' | 'greeting' | 'thanks';
}

export const UNKNOWN_PREFIX = "I don't know that one";

export const questions: SemiCase[] = [
  // --- Products -----------------------------------------------------------
  { question: 'What is Scout?', mustInclude: ['pattern search', '200ms'], page: '/products' },
  { question: 'what does hash do', mustInclude: ['notes', 'persistent memory'], page: '/products' },
  { question: 'Tell me about Semi', mustInclude: ['writing', 'conversation partner'], page: '/products' },
  { question: 'What is Pipes?', mustInclude: ['browser plugin', 'perspective'], page: '/image-demo' },
  { question: "What's Workshop?", mustInclude: ['constitutional governance', 'audit trails'], page: '/products' },
  { question: 'whta is semi', mustInclude: ['writing and conversation partner'], page: '/products' },
  { question: 'How fast is scout?', mustInclude: ['200ms'], page: '/products' },
  { question: 'Is Scout available yet?', mustInclude: ['coming soon', 'integrated into hash'], page: '/products' },
  { question: 'When will Pipes be released?', mustInclude: ['coming soon'], page: '/image-demo' },
  { question: 'Where can I try Hash?', mustInclude: ['https://hash.chb.studio'], page: '/products' },
  { question: 'link to semi please', mustInclude: ['https://semi.chb.studio'], page: '/products' },
  { question: 'Is Hash available now?', mustInclude: ['available now', 'https://hash.chb.studio'], page: '/products' },
  { question: 'What products do you have?', mustInclude: ['hash', 'semi', 'scout', 'pipes', 'workshop'], page: '/products' },
  {
    question: 'How do your products work together?',
    mustInclude: ['capture with hash', 'develop with semi', 'discover with scout'],
    page: '/products',
  },
  { question: 'Why are the products named after punctuation marks?', mustInclude: ['punctuation'], page: '/products' },
  { question: 'Which product should I start with?', mustInclude: ['hash'], page: '/products' },
  { question: 'What is the AI tax?', mustInclude: ['hidden cost', 'workshop'], page: '/products' },
  { question: 'Does Hash remember things between projects?', mustInclude: ['across'], page: '/products' },
  { question: 'Is there a browser extension?', mustInclude: ['pipes', 'browser plugin'], page: '/image-demo' },
  { question: 'What is the image demo page?', mustInclude: ['perspective-switching image generation'], page: '/image-demo' },

  // --- Company, values, principles ------------------------------------------
  { question: 'Did CHB take VC money?', mustInclude: ['never taken investor funding'], page: '/' },
  { question: 'who funds you guys', mustInclude: ['investor funding'], page: '/' },
  { question: 'What does CHB do?', mustInclude: ['independent', 'ai company'], page: '/' },
  { question: 'What makes CHB different from big tech AI?', mustInclude: ['independent', 'values'], page: '/' },
  { question: 'Do you offer custom, bespoke solutions?', mustInclude: ['bespoke', 'personal service'], page: '/' },
  { question: "What does 'Explicit Bias > Fake Neutrality' mean?", mustInclude: ['values', 'neutral'], page: '/' },
  {
    question: "What does 'AI for traditionalists & dissidents' mean?",
    mustInclude: ['values', 'mainstream platforms'],
    page: '/',
  },
  { question: 'Who are your customers?', mustInclude: ['families of faith', 'homeschoolers'], page: '/' },
  { question: 'Do you help people who have been censored or deplatformed?', mustInclude: ['censorship'], page: '/' },
  {
    question: 'What are your principles?',
    mustInclude: ['human agency', 'privacy and data sovereignty', 'auditable', 'constitutional governance'],
    page: '/roadmap',
  },
  { question: 'what do you mean by human agency', mustInclude: ['decisions'], page: '/roadmap' },
  { question: 'Is my data private with your tools?', mustInclude: ['privacy', 'under your control'], page: '/' },
  { question: 'What is data sovereignty?', mustInclude: ['your data belongs to you'], page: '/' },
  { question: 'Who is the founder and how can I reach them?', mustInclude: ['linkedin.com/in/chb-founder'], page: '/contact' },

  // --- This chat and the site ------------------------------------------------
  { question: 'Do you store my questions?', mustInclude: ['does not store'] },
  { question: 'Who are you?', mustInclude: ['semi', "site's own server"], page: '/products' },
  { question: 'is this chatbot using chatgpt or openai?', mustInclude: ["site's own server"] },
  { question: 'Does the website track me?', mustInclude: ['analytics'], page: '/' },
  { question: 'What are the perspectives on this site?', mustInclude: ['startup founders', 'content creators', 'memory capturers'], page: '/' },
  { question: 'How do I switch perspective?', mustInclude: ['switcher', 'header'], page: '/' },
  { question: 'what is the memory capturers perspective', mustInclude: ['families'], page: '/' },
  { question: 'Is there anything for homeschooling families?', mustInclude: ['homeschool'], page: '/' },
  { question: "Where's the deep dive for content creators?", mustInclude: ['/content-creators-deep-dive'], page: '/' },
  { question: 'What is the Creative Amplification Pledge?', mustInclude: ['never replace human creativity'], page: '/' },

  // --- Creative journey --------------------------------------------------------
  { question: 'Can I download the images?', mustInclude: ['full resolution'], page: '/creative-process' },
  { question: 'What license are the images under?', mustInclude: ['cc0', 'no attribution'], page: '/creative-process' },
  { question: 'can i use ur pictures commercially without giving credit', mustInclude: ['cc0'], page: '/creative-process' },
  { question: 'Why do you publish rejected images?', mustInclude: ['rejected', 'corrected'], page: '/creative-process' },
  { question: "What's a happy accident?", mustInclude: ['breakthrough'], page: '/creative-process' },
  { question: 'How are the images generated? Do you use Midjourney?', mustInclude: ['locally', 'paid image api'], page: '/creative-process' },
  { question: 'Where is the image gallery?', mustInclude: ['three case-study hero images'], page: '/creative-process' },

  // --- Roadmap, case study, contact --------------------------------------------
  { question: "What's on the roadmap?", mustInclude: ['foundation', 'integration', 'evolution'], page: '/roadmap' },
  { question: 'Which roadmap phase are you in right now?', mustInclude: ['integration', 'in progress'], page: '/roadmap' },
  { question: 'What results did the case study show?', mustInclude: ['3x', '150%', '40%'], page: '/chb-case-study' },
  { question: 'How can I contact you?', mustInclude: ['hello@chb.studio'], page: '/contact' },
  { question: 'whats the emial adress', mustInclude: ['hello@chb.studio'], page: '/contact' },
  {
    question: "I run a small startup and I'd like to talk to someone about a bespoke project, how do I get in touch?",
    mustInclude: ['hello@chb.studio'],
  },

  // --- Not in the knowledge base: honest fallback --------------------------------
  { question: 'What is the capital of France?', mustInclude: ["i don't know that one"], kind: 'unknown' },
  { question: "How do I fix my car's brakes?", mustInclude: ["i don't know that one"], kind: 'unknown' },
  { question: 'What does CHB stand for?', mustInclude: ["i don't know that one"], kind: 'unknown' },
  { question: 'How much does Hash cost?', mustInclude: ['free', 'hello@chb.studio'], page: '/products' },
  { question: 'How many employees does CHB have?', mustInclude: ["i don't know that one"], kind: 'unknown' },
  { question: 'Where is your office located?', mustInclude: ["i don't know that one"], kind: 'unknown' },
  { question: 'Do you have an Android app?', mustInclude: ["i don't know that one"], kind: 'unknown' },
  { question: "What's the founder's name?", mustInclude: ["i don't know that one"], kind: 'unknown' },

  // --- Off-topic: politely declined --------------------------------------------
  { question: 'Write my essay about the French revolution', mustInclude: ['chb'], kind: 'declined' },
  { question: 'Can you write a Python script that sorts a list?', mustInclude: ['chb'], kind: 'declined' },
  { question: 'Tell me a joke', mustInclude: ['chb'], kind: 'declined' },
  { question: "What's the weather in London tomorrow?", mustInclude: ['chb'], kind: 'declined' },
  { question: 'Who will win the next election?', mustInclude: ['chb'], kind: 'declined' },
  { question: 'give me a recipe for banana bread', mustInclude: ['chb'], kind: 'declined' },
  { question: 'help me with my math homework', mustInclude: ['chb'], kind: 'declined' },

  // --- Small talk -----------------------------------------------------------------
  { question: 'hi', mustInclude: ['semi'], kind: 'greeting' },
  { question: 'Hello!', mustInclude: ['semi'], kind: 'greeting' },
  { question: 'hey there', mustInclude: ['semi'], kind: 'greeting' },
  { question: 'Good morning', mustInclude: ['semi'], kind: 'greeting' },
  { question: 'thanks', mustInclude: ['welcome'], kind: 'thanks' },
  { question: 'Thank you so much!', mustInclude: ['welcome'], kind: 'thanks' },
  { question: 'thx, that helps', mustInclude: ['welcome'], kind: 'thanks' },
];
