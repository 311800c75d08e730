/**
 * The product cards and the copy of the /products page.
 * Hash, Semi, Scout and Workshop appear on /products; Hash, Semi, Scout and Pipes on the home page.
 */
import { links } from './links.ts';
import type { ByPerspective, Cta, ImageRef } from './types.ts';

export type ProductId = 'hash' | 'semi' | 'scout' | 'workshop' | 'pipes';
/** Colour key; maps to the theme colour of the same name (quaternary included). */
export type ProductColor = 'primary' | 'secondary' | 'quaternary' | 'accent';
export type ProductStatus = 'available' | 'coming_soon' | 'governance';

export interface Product {
  readonly id: ProductId;
  readonly name: string;
  readonly symbol: string;
  /** What the punctuation mark stands for in this product. */
  readonly symbolMeaning: string;
  readonly color: ProductColor;
  /** External product site. Only products with a url get a 'Try {name}' link. */
  readonly url?: string;
  /** 'Try Hash' / 'Try Semi'; present exactly when url is. */
  readonly tryLabel?: string;
  readonly status: ProductStatus;
  /** Short status text, e.g. 'Available now'. */
  readonly statusLabel: string;
  /** One-line summary that does not change with perspective. */
  readonly tagline: string;
  readonly description: ByPerspective<string>;
  readonly features: ByPerspective<readonly string[]>;
}

export const products: Record<ProductId, Product> = {
  hash: {
    id: 'hash',
    name: 'Hash',
    symbol: '#',
    symbolMeaning: 'The hash mark tags and files a thought so you can find it again.',
    color: 'primary',
    url: links.hash,
    tryLabel: 'Try Hash',
    status: 'available',
    statusLabel: 'Available now',
    tagline: 'Capture and organise your notes, with memory that lasts across projects.',
    description: {
      startup_founders:
        'Hash is the strategic memory for your company. Capture decisions, customer conversations and research as they happen, and keep that context persistent across every project, so you never start a planning session from zero again.',
      content_creators:
        'Hash is where your ideas land before they become episodes, videos and essays. Capture sparks, research and drafts in one place you own, and pick up any project months later with everything still in context.',
      memory_capturers:
        'Hash is a safe home for your family\'s notes and stories. Write down a recipe, a prayer, a grandparent\'s memory or a child\'s first words, and know it will still be there, organised and private, years from now.',
    },
    features: {
      startup_founders: [
        'Persistent memory across projects and sessions',
        'Capture decisions, meeting notes and research in seconds',
        'Tag and link notes by project, customer or market',
        'Scout pattern search built in, with responses under 200ms',
        'Private by default: your notes belong to you',
      ],
      content_creators: [
        'One home for ideas, research, drafts and show notes',
        'Context that carries from one project to the next',
        'Find any past idea instantly with built-in Scout search',
        'An archive no platform can take down',
      ],
      memory_capturers: [
        'Simple capture of stories, recipes and prayers',
        'Gently organised by person, season and occasion',
        'Private by design, kept for your family alone',
        'Easy to find again, even years later',
      ],
    },
  },
  semi: {
    id: 'semi',
    name: 'Semi',
    symbol: ';',
    symbolMeaning: 'The semicolon joins two complete thoughts; Semi joins yours with a thoughtful partner.',
    color: 'secondary',
    url: links.semi,
    tryLabel: 'Try Semi',
    status: 'available',
    statusLabel: 'Available now',
    tagline: 'An AI writing and conversation partner that works with your thinking, not instead of it.',
    description: {
      startup_founders:
        'Semi is a writing and conversation partner for founders. Pressure-test a pitch, draft a growth plan or a customer update, and think out loud with an assistant that follows your reasoning instead of replacing it.',
      content_creators:
        'Semi is a writing partner that helps you sound more like yourself, not less. Outline a script, tighten an essay or brainstorm titles, while every creative decision stays yours.',
      memory_capturers:
        'Semi is a patient companion for putting memories into words. Talk through a story, shape a letter to a grandchild or prepare a family devotion, at your own pace and in your own voice.',
    },
    features: {
      startup_founders: [
        'Draft pitches, memos, updates and product copy',
        'Challenge assumptions with structured back-and-forth',
        'Works from the context you choose to share',
        'Explicit values, no pretend neutrality',
      ],
      content_creators: [
        'Outline scripts, episodes and essays faster',
        'Edit for clarity while keeping your voice',
        'Brainstorm titles, hooks and angles',
        'Amplifies your creativity; never replaces it',
      ],
      memory_capturers: [
        'Turn spoken memories into written stories',
        'Help writing letters, tributes and devotions',
        'Gentle, unhurried conversation',
        'Nothing shared unless you choose to share it',
      ],
    },
  },
  scout: {
    id: 'scout',
    name: 'Scout',
    symbol: '&',
    symbolMeaning: 'The ampersand connects things; Scout connects patterns across everything you have written.',
    color: 'quaternary',
    status: 'coming_soon',
    statusLabel: 'Coming soon as its own product; already integrated into Hash',
    tagline: 'Fast pattern search across your notes, with responses under 200ms.',
    description: {
      startup_founders:
        'Scout finds patterns across everything your team has captured: recurring customer objections, market signals, decisions that keep coming back. Responses arrive in under 200ms. It is coming soon as its own product and already works inside Hash today.',
      content_creators:
        'Scout surfaces the threads running through your body of work: the themes your audience responds to, the ideas you keep circling, the research you forgot you had. Under 200ms per search. Coming soon on its own, already built into Hash.',
      memory_capturers:
        'Scout helps you find the story you are looking for, like every note that mentions Grandma\'s garden or last summer at the lake, in under 200ms. It will be available on its own soon, and it already lives inside Hash.',
    },
    features: {
      startup_founders: [
        'Pattern search across all captured notes',
        'Responses under 200ms',
        'Surfaces connections between projects and markets',
        'Integrated into Hash today',
      ],
      content_creators: [
        'Find recurring themes across your archive',
        'Responses under 200ms',
        'Rediscover forgotten research and ideas',
        'Integrated into Hash today',
      ],
      memory_capturers: [
        'Find any memory by person, place or moment',
        'Answers in under 200ms',
        'Connects stories across the years',
        'Already part of Hash',
      ],
    },
  },
  workshop: {
    id: 'workshop',
    name: 'Workshop',
    symbol: '!',
    symbolMeaning: 'The exclamation mark stands for conviction: rules stated plainly and kept.',
    color: 'accent',
    status: 'governance',
    statusLabel: 'Governance layer for the CHB ecosystem',
    tagline: 'Constitutional governance for AI: rules you write, with audit trails you can read.',
    description: {
      startup_founders:
        'Workshop is constitutional governance for your AI. You write the rules your assistants must follow, and every action leaves an audit trail you can inspect, so you can prove to customers and partners exactly how AI is used in your company.',
      content_creators:
        'Workshop lets you set the rules for how AI touches your work: what it may draft, what it must never change, whose voice it serves. Every action is logged, so your creative standards are enforced, not just hoped for.',
      memory_capturers:
        'Workshop puts your family\'s values in charge of the AI you use. You decide the house rules, such as what topics are off limits or what stays private, and you can always look back and see what the AI did.',
    },
    features: {
      startup_founders: [
        'Rules you write, in plain language',
        'Audit trails for every AI action',
        'Consistent policies across tools and team members',
        'Evidence for customers and partners',
      ],
      content_creators: [
        'Protect your voice with explicit creative rules',
        'Decide what AI may and may not touch',
        'A clear record of every AI contribution',
        'Your standards, consistently applied',
      ],
      memory_capturers: [
        'House rules that reflect your values',
        'Clear limits you set for your children',
        'A simple record of what the AI did',
        'You stay in charge',
      ],
    },
  },
  pipes: {
    id: 'pipes',
    name: 'Pipes',
    symbol: '|',
    symbolMeaning: 'The pipe passes content through a filter; Pipes passes the web through your perspective.',
    color: 'accent',
    status: 'coming_soon',
    statusLabel: 'Coming soon',
    tagline: 'A browser plugin that transforms a website\'s perspective.',
    description: {
      startup_founders:
        'Pipes is a browser plugin that re-frames any website for the reader in front of it. See how your own site reads to an investor, a customer or a partner, and read the web through the lens of your strategy.',
      content_creators:
        'Pipes is a browser plugin that transforms how a website speaks. Preview your work through your audience\'s eyes, or read the web through a lens you choose instead of one an algorithm chose for you.',
      memory_capturers:
        'Pipes is a browser plugin that gently changes how a website speaks to you, so the web can meet your family where you are, in words that fit your values.',
    },
    features: {
      startup_founders: [
        'Re-frame any site for a chosen audience',
        'Test your messaging against several perspectives',
        'Runs in your browser',
      ],
      content_creators: [
        'See your content through your audience\'s eyes',
        'Read the web through a lens you choose',
        'Runs in your browser',
      ],
      memory_capturers: [
        'Websites in words that fit your family',
        'Simple to switch on and off',
        'Runs in your browser',
      ],
    },
  },
};

/** Cards on /products, in order. */
export const productsPageOrder: readonly ProductId[] = ['hash', 'semi', 'scout', 'workshop'];

export type HomeProductId = 'hash' | 'semi' | 'scout' | 'pipes';

/** Cards in the home page products section (id="products"), in order. */
export const homeProductOrder: readonly HomeProductId[] = ['hash', 'semi', 'scout', 'pipes'];

/**
 * Home page card call to action: an external 'Try …' link for products with a url,
 * otherwise the 'Coming Soon' label.
 */
export type HomeProductCta =
  | { readonly kind: 'link'; readonly cta: Cta }
  | { readonly kind: 'comingSoon'; readonly label: 'Coming Soon' };

export const homeProductCtas: Record<HomeProductId, HomeProductCta> = {
  hash: { kind: 'link', cta: { label: 'Try Hash', href: links.hash, external: true } },
  semi: { kind: 'link', cta: { label: 'Try Semi', href: links.semi, external: true } },
  scout: { kind: 'comingSoon', label: 'Coming Soon' },
  pipes: { kind: 'comingSoon', label: 'Coming Soon' },
};

export const comingSoonLabel = 'Coming Soon';

export interface WorkTogetherStep {
  readonly productId: 'hash' | 'semi' | 'scout';
  readonly title: string;
  readonly body: ByPerspective<string>;
}

export interface ProductsPageContent {
  readonly title: 'The CHB Product Suite';
  readonly subtitle: ByPerspective<string>;
  readonly headerImage: ImageRef;
  readonly card: {
    readonly featuresHeading: string;
    /** Shown instead of a 'Try {name}' link when the product has no url. */
    readonly integratedLabel: 'Integrated in ecosystem';
    /** Disabled button on every card. */
    readonly deepDiveLabel: 'Deep Dive Coming Soon';
  };
  readonly caseStudyPromo: {
    readonly eyebrow: string;
    readonly title: string;
    readonly body: ByPerspective<string>;
    readonly buttonLabel: ByPerspective<string>;
    readonly href: '/chb-case-study';
  };
  readonly creativeProcessPromo: {
    readonly eyebrow: string;
    readonly title: string;
    readonly body: ByPerspective<string>;
    /** Visually highlighted sentence. */
    readonly highlight: ByPerspective<string>;
    readonly note: 'Free downloads • Full resolution • Complete transparency';
    readonly cta: Cta;
  };
  readonly workTogether: {
    readonly title: 'Designed to work together';
    readonly intro: ByPerspective<string>;
    readonly steps: readonly WorkTogetherStep[];
  };
}

export const productsPage: ProductsPageContent = {
  title: 'The CHB Product Suite',
  subtitle: {
    startup_founders:
      'Four tools, one principle: your company\'s knowledge belongs to your company. Capture it, develop it, search it and govern it, without lock-in.',
    content_creators:
      'Four tools that amplify your creativity and protect your archive, so your best work is never one policy change away from disappearing.',
    memory_capturers:
      'Four simple tools that help your family keep its stories, faith and memories safe, private and close at hand.',
  },
  headerImage: {
    imageId: 'img-products-header-punctuation-suite',
    alt: 'The punctuation marks #, ;, & and ! arranged as a family of tools',
  },
  card: {
    featuresHeading: 'What it does for you',
    integratedLabel: 'Integrated in ecosystem',
    deepDiveLabel: 'Deep Dive Coming Soon',
  },
  caseStudyPromo: {
    eyebrow: 'Case study',
    title: 'Why punctuation matters',
    body: {
      startup_founders:
        'We built this website with our own tools. Read how persistent memory tripled our development velocity and how perspective-aware messaging changed our lead generation and sales cycle.',
      content_creators:
        'We built this website with our own tools. See how one body of work, told from three perspectives, kept visitors around three times longer.',
      memory_capturers:
        'We built this website with our own tools. Read the story of how we kept every decision and lesson from being lost along the way.',
    },
    buttonLabel: {
      startup_founders: 'Read the Founder Case Study',
      content_creators: 'See the Creative Case Study',
      memory_capturers: 'Read Our Story',
    },
    href: '/chb-case-study',
  },
  creativeProcessPromo: {
    eyebrow: 'Creative journey',
    title: 'See how we made our images',
    body: {
      startup_founders:
        'Every brand image on this site was generated with AI, and we publish all of them: the keepers, the failures and the reasons behind each decision. Radical transparency is a competitive advantage.',
      content_creators:
        'Every brand image on this site was generated with AI. We show you the whole process, rejected attempts included, with the prompts and the lessons, so you can learn from our mistakes.',
      memory_capturers:
        'Every picture on this site was made with AI, and we share all of them, even the ones that did not work, along with what we learned. Nothing is hidden.',
    },
    highlight: {
      startup_founders: 'Our full creative log is open, failures included.',
      content_creators: 'Steal our process: every prompt and every lesson is public.',
      memory_capturers: 'Every image is free for your family to download and keep.',
    },
    note: 'Free downloads • Full resolution • Complete transparency',
    cta: { label: 'Explore Our Creative Journey', href: '/creative-process' },
  },
  workTogether: {
    title: 'Designed to work together',
    intro: {
      startup_founders: 'One workflow from first insight to decision, with context that never resets.',
      content_creators: 'From spark to finished piece, with your archive working for you.',
      memory_capturers: 'From a passing memory to a story your grandchildren can read.',
    },
    steps: [
      {
        productId: 'hash',
        title: 'Capture with Hash',
        body: {
          startup_founders: 'Record decisions, calls and research the moment they happen.',
          content_creators: 'Catch every idea, link and rough draft in one place you own.',
          memory_capturers: 'Write down the stories, recipes and prayers you want to keep.',
        },
      },
      {
        productId: 'semi',
        title: 'Develop with Semi',
        body: {
          startup_founders: 'Turn raw notes into pitches, plans and customer updates.',
          content_creators: 'Shape ideas into scripts, episodes and essays in your voice.',
          memory_capturers: 'Turn memories into letters and stories, in your own words.',
        },
      },
      {
        productId: 'scout',
        title: 'Discover with Scout',
        body: {
          startup_founders: 'Spot patterns across projects and markets in under 200ms.',
          content_creators: 'Find the themes running through everything you have made.',
          memory_capturers: 'Find any memory again, whenever you need it.',
        },
      },
    ],
  },
};
