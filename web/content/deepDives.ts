/**
 * Deep-dive landing pages, one per perspective:
 *   /startup-founders-deep-dive  -> foundersDeepDive
 *   /content-creators-deep-dive  -> creatorsDeepDive
 *   /memory-capturers-deep-dive  -> familiesDeepDive
 */
import { links } from './links.ts';
import { constitutionalPrinciples } from './principles.ts';
import type { Principle } from './principles.ts';
import type { ProductId } from './products.ts';
import type { Perspective } from '../generated/vocabulary.ts';
import type { Card, Cta } from './types.ts';

export interface DeepDiveHero {
  readonly eyebrow: string;
  readonly title: string;
  readonly subtitle: string;
  readonly body: string;
}

export interface IdCard<Id extends string> extends Card {
  readonly id: Id;
}

export interface ToolCard {
  readonly productId: ProductId;
  readonly symbol: string;
  readonly name: string;
  readonly headline: string;
  readonly body: string;
  readonly points: readonly string[];
}

export interface CardSection<C> {
  readonly title: string;
  readonly intro: string;
  readonly cards: readonly C[];
}

export interface DeepDiveClosing {
  readonly title: string;
  readonly body: string;
  readonly primary: Cta;
  readonly secondary: Cta;
}

// ---------------------------------------------------------------------------
// Founders
// ---------------------------------------------------------------------------

export type ComparisonLevel = 'full' | 'partial' | 'none';

export interface ComparisonCell {
  readonly level: ComparisonLevel;
  readonly text: string;
}

export interface ComparisonRow {
  readonly capability:
    | 'persistent strategic memory'
    | 'cross-project intelligence'
    | 'market intelligence'
    | 'competitive positioning';
  /** One cell per column, in column order. */
  readonly cells: readonly [ComparisonCell, ComparisonCell, ComparisonCell];
}

export interface FoundersDeepDive {
  readonly perspective: 'startup_founders';
  readonly route: '/startup-founders-deep-dive';
  readonly hero: DeepDiveHero;
  readonly problems: CardSection<IdCard<'context-tax' | 'lock-in' | 'black-box'>>;
  readonly strategicMemory: {
    readonly title: string;
    readonly body: string;
    readonly capabilitiesHeading: string;
    readonly capabilities: readonly string[];
  };
  readonly tools: CardSection<ToolCard>;
  readonly comparison: {
    readonly title: string;
    readonly intro: string;
    readonly capabilityHeading: string;
    /** Column headers: the platform, a general chat assistant, a coding assistant. */
    readonly columns: readonly [string, string, string];
    readonly levelLabels: Record<ComparisonLevel, string>;
    readonly rows: readonly ComparisonRow[];
  };
  readonly useCases: CardSection<IdCard<'ideation-context' | 'workshop-ai-tax' | 'replit-compatibility'>>;
  /** Primary 'Try Hash' (external), secondary 'Contact Us' (/contact). */
  readonly closing: DeepDiveClosing;
}

export const foundersDeepDive: FoundersDeepDive = {
  perspective: 'startup_founders',
  route: '/startup-founders-deep-dive',
  hero: {
    eyebrow: 'Deep dive for startup founders',
    title: 'Strategic Memory for Founders Who Refuse Lock-In',
    subtitle: 'Your company\'s context, kept, connected and governed by you',
    body:
      'Founders make hundreds of decisions a week, and most AI tools forget every one of them. CHB gives you persistent strategic memory across projects, pattern search in under 200ms, and governance rules you write yourself, from a small independent company that never took investor funding.',
  },
  problems: {
    title: 'The Problems Founders Keep Paying For',
    intro: 'Three costs that rarely show up on an invoice, but show up in every week you lose.',
    cards: [
      {
        id: 'context-tax',
        title: 'The context tax',
        body: 'Every new AI session starts from zero. Between 40-60% of time with AI assistants can go into re-explaining context instead of making progress.',
      },
      {
        id: 'lock-in',
        title: 'Lock-in by default',
        body: 'Your company\'s knowledge ends up inside someone else\'s platform, on their terms, priced at whatever they decide next year.',
      },
      {
        id: 'black-box',
        title: 'Black-box decisions',
        body: 'When an assistant gets something wrong, you cannot see which rules it followed or prove to a customer how AI was used.',
      },
    ],
  },
  strategicMemory: {
    title: 'Strategic Memory That Compounds',
    body:
      'Hash keeps your company\'s context persistent across every project: decisions, customer conversations, research and the reasoning behind them. Each session builds on the last, so your AI tools get more useful the longer you use them, not more forgetful.',
    capabilitiesHeading: 'What you can do',
    capabilities: [
      'Capture decisions, calls and research in seconds',
      'Keep memory persistent across projects and sessions',
      'Link notes by project, customer, market or competitor',
      'Search patterns across everything with Scout, responses under 200ms',
      'Draft plans, pitches and updates with Semi from your real context',
      'Govern AI behaviour with Workshop rules and audit trails',
    ],
  },
  tools: {
    title: 'Scout and Workshop',
    intro: 'Two tools that turn a pile of notes into governed, searchable intelligence.',
    cards: [
      {
        productId: 'scout',
        symbol: '&',
        name: 'Scout',
        headline: 'Pattern search in under 200ms',
        body:
          'Scout finds the patterns running through everything you have captured: recurring objections, market signals, decisions that keep coming back. It is already integrated into Hash and is coming soon as its own product.',
        points: [
          'Responses under 200ms',
          'Connections across projects, customers and markets',
          'Integrated into Hash today',
        ],
      },
      {
        productId: 'workshop',
        symbol: '!',
        name: 'Workshop',
        headline: 'Constitutional governance for your AI',
        body:
          'Workshop lets you write the rules your AI must follow, in plain language, and keeps an audit trail of every action. You can show customers and partners exactly how AI is used in your company.',
        points: ['Rules you write', 'Audit trails for every action', 'Consistent policies across tools and people'],
      },
    ],
  },
  comparison: {
    title: 'How CHB Compares',
    intro: 'General chat assistants and coding assistants are good at what they are built for. Strategic memory is not what they are built for.',
    capabilityHeading: 'Capability',
    columns: ['CHB', 'General chat assistant', 'Coding assistant'],
    levelLabels: { full: 'Built for it', partial: 'Partly', none: 'Not designed for it' },
    rows: [
      {
        capability: 'persistent strategic memory',
        cells: [
          { level: 'full', text: 'Decisions and reasoning persist across every project and session.' },
          { level: 'partial', text: 'Usually limited to a conversation or a short saved summary.' },
          { level: 'none', text: 'Remembers your codebase, not your strategy.' },
        ],
      },
      {
        capability: 'cross-project intelligence',
        cells: [
          { level: 'full', text: 'Scout connects patterns across all your projects in under 200ms.' },
          { level: 'partial', text: 'Each conversation mostly stands on its own.' },
          { level: 'partial', text: 'Scoped to the repository you have open.' },
        ],
      },
      {
        capability: 'market intelligence',
        cells: [
          { level: 'full', text: 'Your own customer and market research, captured and searchable.' },
          { level: 'partial', text: 'General knowledge, not your research history.' },
          { level: 'none', text: 'Not designed for market research.' },
        ],
      },
      {
        capability: 'competitive positioning',
        cells: [
          { level: 'full', text: 'Positioning decisions kept with their reasoning; Semi helps you pressure-test them.' },
          { level: 'partial', text: 'Can brainstorm, but loses your earlier positioning work.' },
          { level: 'none', text: 'Outside its scope.' },
        ],
      },
    ],
  },
  useCases: {
    title: 'How Founders Use CHB',
    intro: 'Three ways founders put strategic memory to work.',
    cards: [
      {
        id: 'ideation-context',
        title: 'Ideation and Context',
        body: 'Capture ideas in Hash the moment they arrive, then develop them with Semi with the full history of the project in view. No more pasting last month\'s notes into a fresh chat.',
      },
      {
        id: 'workshop-ai-tax',
        title: 'Workshop: Avoiding the AI Tax',
        body: 'The AI tax is what you pay when tools forget you or follow rules you cannot see: hours of re-explaining, rework when output drifts, costly switches. Workshop lets you write the rules once and audit every action.',
      },
      {
        id: 'replit-compatibility',
        title: 'Replit Compatibility',
        body: 'Build in Replit, keep the strategy in Hash. Bring the relevant decisions and specs into your Replit project when you need them, so your code follows the same context as your company.',
      },
    ],
  },
  closing: {
    title: 'Stop Paying the Context Tax',
    body: 'Start capturing your company\'s memory today, or talk to the founder about a setup built around how you work.',
    primary: { label: 'Try Hash', href: links.hash, external: true },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

// ---------------------------------------------------------------------------
// Creators
// ---------------------------------------------------------------------------

export interface CreatorsDeepDive {
  readonly perspective: 'content_creators';
  readonly route: '/content-creators-deep-dive';
  readonly hero: DeepDiveHero;
  readonly problems: CardSection<IdCard<'deplatforming' | 'algorithm-dependence' | 'voice-erosion'>>;
  readonly philosophy: CardSection<Card>;
  readonly tools: CardSection<ToolCard>;
  readonly mediums: CardSection<IdCard<'podcasters' | 'video-creators' | 'writers' | 'community-builders'>>;
  readonly useCases: CardSection<IdCard<'idea-to-release' | 'evergreen-archive' | 'revenue-sharing-cooperative'>>;
  readonly pledge: {
    readonly title: 'Creative Amplification Pledge';
    readonly paragraphs: readonly [string, string, string];
  };
  /** Primary 'Try Hash' (external), secondary 'Contact Us' (/contact). */
  readonly closing: DeepDiveClosing;
}

export const creatorsDeepDive: CreatorsDeepDive = {
  perspective: 'content_creators',
  route: '/content-creators-deep-dive',
  hero: {
    eyebrow: 'Deep dive for content creators',
    title: 'Amplify Your Creativity. Keep Your Voice.',
    subtitle: 'AI tools that work for creators, not for the platforms',
    body:
      'You built an audience with your own ideas, your own voice and years of work. CHB helps you capture more, finish more and keep all of it in a place you control, so no algorithm change or policy team gets the last word on your work.',
  },
  problems: {
    title: 'What Creators Are Up Against',
    intro: 'The platforms that distribute your work also hold it hostage.',
    cards: [
      {
        id: 'deplatforming',
        title: 'One ban from zero',
        body: 'Deplatforming can erase years of work and your connection to your audience overnight, often with no explanation and no appeal.',
      },
      {
        id: 'algorithm-dependence',
        title: 'Ruled by the algorithm',
        body: 'Your reach depends on rules you cannot see and that change without notice, so you end up creating for the feed instead of for people.',
      },
      {
        id: 'voice-erosion',
        title: 'Drowned in generic content',
        body: 'AI tools that write for you produce content that sounds like everyone. Your distinct voice is exactly what they flatten.',
      },
    ],
  },
  philosophy: {
    title: 'Our Creative Philosophy',
    intro: 'Four principles behind every tool we make for creators.',
    cards: [
      { title: 'Amplify, never replace', body: 'AI should help you capture, develop and find ideas. The creative decisions stay with you.' },
      { title: 'Own your archive', body: 'Your body of work lives where you control it, not where a platform can take it down.' },
      { title: 'Transparency by default', body: 'We publish how we make things, failures included. Our values are stated, not hidden.' },
      { title: 'Fair value for creators', body: 'Creators who build together should share fairly in what they build.' },
    ],
  },
  tools: {
    title: 'Hash and Semi',
    intro: 'Capture everything. Develop it in your voice.',
    cards: [
      {
        productId: 'hash',
        symbol: '#',
        name: 'Hash',
        headline: 'Your idea archive, owned by you',
        body:
          'Catch every spark, link, reference and rough draft in one place, with memory that carries from project to project. Scout search is built in, so anything you have captured is moments away.',
        points: ['Ideas, research and drafts in one place', 'Context that carries between projects', 'Built-in Scout search'],
      },
      {
        productId: 'semi',
        symbol: ';',
        name: 'Semi',
        headline: 'A writing partner that sounds like you',
        body:
          'Outline a script, tighten an essay or brainstorm titles with a partner that works from your voice and your notes. Semi suggests; you decide.',
        points: ['Outlines, edits and brainstorming', 'Keeps your voice, not a generic one', 'Every creative call stays yours'],
      },
    ],
  },
  mediums: {
    title: 'Built for Every Medium',
    intro: 'However you create, your ideas deserve a home you own.',
    cards: [
      {
        id: 'podcasters',
        title: 'Podcasters',
        body: 'Keep guest research, episode outlines and show notes together, and find the moment you discussed a topic three seasons ago.',
      },
      {
        id: 'video-creators',
        title: 'Video Creators',
        body: 'Move from idea to script to description with your references in one place, and keep a backup of your creative history off-platform.',
      },
      {
        id: 'writers',
        title: 'Writers',
        body: 'Collect fragments, research and drafts, then shape them with Semi without losing the voice your readers come back for.',
      },
      {
        id: 'community-builders',
        title: 'Community Builders',
        body: 'Remember conversations, member ideas and decisions, so your community\'s history does not live only in a platform\'s chat log.',
      },
    ],
  },
  useCases: {
    title: 'How Creators Use CHB',
    intro: 'Three ways creators put our tools to work.',
    cards: [
      {
        id: 'idea-to-release',
        title: 'From Idea to Release',
        body: 'Capture the spark in Hash, develop it with Semi, and use Scout to pull in everything you have said on the subject before. One flow, your voice throughout.',
      },
      {
        id: 'evergreen-archive',
        title: 'An Evergreen Archive',
        body: 'Your back catalogue becomes a searchable library you own, ready to revisit, update and build on, whatever happens to the platforms.',
      },
      {
        id: 'revenue-sharing-cooperative',
        title: 'A Revenue-Sharing Cooperative',
        body: 'Creators who collaborate can pool research and ideas in shared notes, keep a clear record of who contributed what, and split the revenue from joint projects fairly and transparently.',
      },
    ],
  },
  pledge: {
    title: 'Creative Amplification Pledge',
    paragraphs: [
      'We will never build tools designed to replace human creativity. Our AI exists to amplify your voice, help you capture and develop your ideas, and give you back the time that busywork takes. The art stays yours.',
      'We will never claim your work, train away your style or hand your archive to anyone else. What you create with our tools belongs to you, kept private unless you choose to share it, and under your control from first spark to finished piece.',
      'We will be open about how our tools work and what we believe. We publish our own creative process, failures included, and we state our values plainly, so you always know whose side we are on: yours.',
    ],
  },
  closing: {
    title: 'Make Work Nobody Can Take From You',
    body: 'Start building your own archive today, or tell us about your creative work and we will help you set things up.',
    primary: { label: 'Try Hash', href: links.hash, external: true },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

// ---------------------------------------------------------------------------
// Families (memory capturers)
// ---------------------------------------------------------------------------

export interface FamiliesDeepDive {
  readonly perspective: 'memory_capturers';
  readonly route: '/memory-capturers-deep-dive';
  readonly hero: DeepDiveHero;
  readonly problems: CardSection<IdCard<'privacy' | 'values' | 'loneliness'>>;
  readonly governance: {
    readonly title: string;
    readonly intro: string;
    readonly principles: readonly Principle[];
  };
  readonly tools: CardSection<ToolCard>;
  readonly useCases: CardSection<IdCard<'devotions-bible-study' | 'homeschool-curriculum' | 'legacy-memory-preservation'>>;
  /** Primary 'Start with Hash' (external), secondary 'Learn More' (/contact). */
  readonly closing: DeepDiveClosing;
}

export const familiesDeepDive: FamiliesDeepDive = {
  perspective: 'memory_capturers',
  route: '/memory-capturers-deep-dive',
  hero: {
    eyebrow: 'Deep dive for families',
    title: 'Technology That Protects What Matters Most',
    subtitle: 'Keep your family\'s stories, faith and memories safe, private and close',
    body:
      'Your family\'s memories should not live at the mercy of a tech giant. CHB makes gentle, private tools that help you write things down, find them again and pass them on, guided by values you choose.',
  },
  problems: {
    title: 'Why Families Need Something Different',
    intro: 'Most technology in our homes was not built with families in mind.',
    cards: [
      {
        id: 'privacy',
        title: 'Your family is the product',
        body: 'Many free apps pay their bills by studying your family: your photos, your messages, your children\'s habits. Your private life should stay private.',
      },
      {
        id: 'values',
        title: 'Someone else\'s values',
        body: 'Mainstream AI quietly nudges toward values you did not choose, while claiming to be neutral. You should decide what guides the tools in your home.',
      },
      {
        id: 'loneliness',
        title: 'Together, yet apart',
        body: 'Screens fill the house while conversations grow thin. Grandparents\' stories go untold, and children grow up without hearing them.',
      },
    ],
  },
  governance: {
    title: 'Constitutional AI Governance',
    intro: 'Four promises that guide every tool we make, so AI serves your family and never the other way round.',
    principles: constitutionalPrinciples,
  },
  tools: {
    title: 'Hash and Semi for Your Family',
    intro: 'Two simple tools: one to keep, one to help you put things into words.',
    cards: [
      {
        productId: 'hash',
        symbol: '#',
        name: 'Hash',
        headline: 'A safe home for your family\'s notes',
        body:
          'Write down a recipe, a prayer, a funny thing your child said or a story from Grandpa. Hash keeps it private and organised, and its built-in search helps you find it again years from now.',
        points: ['Simple to use', 'Private by design', 'Easy to find again'],
      },
      {
        productId: 'semi',
        symbol: ';',
        name: 'Semi',
        headline: 'A patient companion for words',
        body:
          'Talk through a memory, shape a letter to a grandchild or prepare a family devotion. Semi helps you find the words, at your pace and in your voice.',
        points: ['Gentle, unhurried conversation', 'Helps with letters, stories and devotions', 'Nothing shared unless you choose'],
      },
    ],
  },
  useCases: {
    title: 'How Families Use CHB',
    intro: 'Three everyday ways our tools fit into family life.',
    cards: [
      {
        id: 'devotions-bible-study',
        title: 'Devotions and Bible Study',
        body: 'Keep prayer requests, answered prayers and study notes together. Look back on a year of family devotions and see how your faith has grown.',
      },
      {
        id: 'homeschool-curriculum',
        title: 'Homeschool Curriculum',
        body: 'Plan lessons, track progress and keep your children\'s best work in one place, shaped by your family\'s values rather than someone else\'s.',
      },
      {
        id: 'legacy-memory-preservation',
        title: 'Legacy and Memory Preservation',
        body: 'Record the stories of parents and grandparents while you still can, and gather them into a keepsake your grandchildren will treasure.',
      },
    ],
  },
  closing: {
    title: 'Begin Your Family\'s Story Today',
    body: 'Save your first memory in Hash today, or write to us and we will gladly help you get started.',
    primary: { label: 'Start with Hash', href: links.hash, external: true },
    secondary: { label: 'Learn More', href: '/contact' },
  },
};

/** The deep-dive content for a perspective (matches deepDiveRoutes in site.ts). */
export const deepDiveByPerspective = {
  startup_founders: foundersDeepDive,
  content_creators: creatorsDeepDive,
  memory_capturers: familiesDeepDive,
} as const satisfies Record<Perspective, { readonly perspective: Perspective }>;
