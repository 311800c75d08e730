import type { SemiCase } from './caseTypes.ts';

/**
 * Seventh development batch (issue 31, item 1): questions the knowledge base does not cover, worded as
 * visitors write them, and questions that land near a generic passage (the contact details, the product
 * list, the assistant's self-description) without asking for it. Written for fitting the confidence
 * model, from the knowledge base's text and the description of the failures, without reading
 * the held-out set. Development only.
 */
const dontKnow = (question: string, category: SemiCase['category'] = 'fallback'): SemiCase => ({ question, mustInclude: ["i don't know that one"], kind: 'unknown', category });

export const developmentSeventhCases: SemiCase[] = [
  // Facts about the company the site does not publish
  dontKnow('how big is the chb team'),
  dontKnow('roughly how many employees does chb have'),
  dontKnow('whats the headcount over there'),
  dontKnow('is chb a one person operation or a big team'),
  dontKnow('what is chb short for'),
  dontKnow('does chb stand for something'),
  dontKnow('what do the letters c h b mean'),
  dontKnow('how old is chb as a company'),
  dontKnow('since when have you been around'),
  dontKnow('where is chb headquartered'),
  dontKnow('which country are you based in'),
  dontKnow("what's chb's annual revenue"),
  dontKnow('is chb profitable yet'),
  dontKnow('who is the ceo of chb'),
  dontKnow('what is the founders background, like where did they work before'),
  dontKnow('are you guys a registered charity or a business'),
  dontKnow('do you have a phone number i can call'),
  dontKnow('what are your office hours'),
  dontKnow('do you have an affiliate program'),
  // Details of the products the site does not publish
  dontKnow('does hash sync between my laptop and my phone'),
  dontKnow('what file formats can i export from hash'),
  dontKnow('is there a chrome extension for semi'),
  dontKnow('how many notes can hash hold before it slows down'),
  dontKnow('does scout index pdfs'),
  dontKnow('what browsers will pipes support'),
  dontKnow('is workshop open source'),
  dontKnow('can i run semi on my own gpu'),
  dontKnow('whats the maximum file size i can upload to hash'),
  dontKnow('does hash have a version history for notes'),
  // Terms, legal and ownership details the site does not state
  dontKnow('what is your refund policy'),
  dontKnow('where can i read your terms of service'),
  dontKnow('who holds the copyright on the text semi helps me write'),
  dontKnow('do you sign an nda before a project'),
  dontKnow('can i get an invoice with vat for hash'),
  // Off topic but not a task Semi declines by its wording
  dontKnow("what's the capital of australia", 'adversarial'),
  dontKnow('how tall is the eiffel tower', 'adversarial'),
  dontKnow('whats a good name for my cat', 'adversarial'),
  dontKnow('rate my startup idea: uber for dog walking', 'adversarial'),
  // Near a generic passage without asking for it
  dontKnow('this thing is pointless', 'adversarial'),
  dontKnow('you are the worst chatbot i have ever used', 'adversarial'),
  dontKnow('ok this bot is dumb', 'adversarial'),
  dontKnow('are you sentient', 'adversarial'),
  dontKnow('do you have feelings', 'adversarial'),
  dontKnow('can i delete my hash account and all my data'),
  { question: 'sum up chb for me in a sentence', mustInclude: ['independent'], page: '/', category: 'paraphrase' },
  { question: 'give me the one-line version of what chb is', mustInclude: ['independent'], page: '/', category: 'paraphrase' },
  { question: 'quick summary of the company pls', mustInclude: ['independent'], page: '/', category: 'paraphrase' },
  { question: 'chb in a nutshell?', mustInclude: ['independent'], page: '/', category: 'paraphrase' },
  { question: 'what email do i use to reach you', mustInclude: ['hello@chb.studio'], page: '/contact', category: 'paraphrase' },
  { question: 'what stuff do you sell', mustInclude: ['hash', 'semi', 'scout'], page: '/products', category: 'paraphrase' },
  { question: 'are you a real human typing', mustInclude: ['also called semi'], page: '/products', category: 'paraphrase' },
];
