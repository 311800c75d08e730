/**
 * Copy of the home page (/).
 * Product cards come from products.ts (`products`, `homeProductOrder`, `homeProductCtas`).
 */
import { links } from './links.ts';
import { deepDiveRoutes } from './site.ts';
import type { ByPerspective, Card, Cta, ImageRef } from './types.ts';

export type DividerLabel = 'Our Values' | 'Our Principles' | 'Our Philosophy';
export type Threat = 'digital tyranny' | 'censorship' | 'erasure';

export interface HomeHero {
  readonly image: ImageRef;
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
}

export interface HomePhilosophy {
  readonly eyebrow: string;
  readonly headline: string;
  readonly body: string;
  readonly deepDive: Cta;
}

export interface ResistanceSection {
  /** Which threat this perspective's section emphasises. */
  readonly threat: Threat;
  readonly title: string;
  readonly intro: string;
  readonly points: readonly Card[];
}

export interface ControlBox {
  readonly title: 'Technical Control You Actually Want' | 'Creative Consistency You Control';
  readonly body: string;
  readonly points: readonly string[];
}

export interface Statement {
  readonly title: 'Explicit Bias > Fake Neutrality' | 'Independent = Uncompromised' | 'Personal Service at Scale';
  readonly body: ByPerspective<string>;
}

export interface HomeContent {
  readonly hero: ByPerspective<HomeHero>;
  /** Hero buttons: mail link and anchor to the products section. */
  readonly heroCtas: { readonly startConversation: Cta; readonly explore: Cta };
  /** Section id is the footer's /#ecosystem target. */
  readonly philosophy: { readonly anchorId: 'ecosystem'; readonly byPerspective: ByPerspective<HomePhilosophy> };
  readonly divider: ByPerspective<DividerLabel>;
  readonly resistance: ByPerspective<ResistanceSection>;
  /** Founders and creators get a box; memory capturers get none (null). */
  readonly controlBox: ByPerspective<ControlBox | null>;
  readonly statements: readonly Statement[];
  readonly productsSection: {
    readonly anchorId: 'products';
    readonly title: ByPerspective<string>;
    readonly intro: ByPerspective<string>;
  };
  readonly punctuation: {
    readonly title: 'Why punctuation matters';
    readonly body: ByPerspective<string>;
    readonly cta: Cta;
  };
  readonly closing: {
    readonly title: ByPerspective<string>;
    readonly body: ByPerspective<string>;
    readonly mail: ByPerspective<Cta>;
    readonly social: Cta;
  };
}

export const home: HomeContent = {
  hero: {
    startup_founders: {
      image: {
        imageId: 'img-founders-hero-geometric-lighthouse',
        alt: 'A geometric lighthouse casting a steady beam across a dark sea',
      },
      eyebrow: 'For startup founders',
      title: 'AI That Remembers Your Strategy and Answers to You',
      description:
        'CHB builds independent AI tools for founders who want leverage without lock-in: persistent memory across every project, governance rules you write yourself, and a founder on the other end of every email. No investors to please, no surprises in the terms.',
    },
    content_creators: {
      image: {
        imageId: 'img-creators-hero-constellation-waves',
        alt: 'Constellations flowing into waves of violet and pink light',
      },
      eyebrow: 'For content creators',
      title: 'Amplify Your Voice. Own Your Archive.',
      description:
        'Tools for creators who are done asking permission. Capture every idea, develop it in your own voice and keep your body of work in a place you control, not on a platform that can take it down on a whim.',
    },
    memory_capturers: {
      image: {
        imageId: 'img-families-hero-garden-hearth',
        alt: 'A walled garden opening onto a warm hearth at dusk',
      },
      eyebrow: 'For families',
      title: 'Your Family\'s Stories, Kept Safe',
      description:
        'Gentle, private tools for keeping the memories, faith and traditions that matter most. Write them down, find them again and pass them on, without handing your family\'s life to a tech giant.',
    },
  },
  heroCtas: {
    startConversation: { label: 'Start a Conversation', href: links.mailto },
    explore: { label: 'Explore Our Work', href: '#products' },
  },
  philosophy: {
    anchorId: 'ecosystem',
    byPerspective: {
      startup_founders: {
        eyebrow: 'Our approach',
        headline: 'Leverage Without Lock-In',
        body:
          'Most AI products are designed to keep you dependent: your context lives on their servers, in their format, on their terms. We build the other way round. Your strategic memory stays private and under your control, the rules your AI follows are yours to write, and when you need help, you talk to the person who built the tools.',
        deepDive: { label: 'Read the Founder Deep Dive', href: deepDiveRoutes.startup_founders },
      },
      content_creators: {
        eyebrow: 'Our approach',
        headline: 'Technology That Amplifies, Never Replaces',
        body:
          'Your voice is the point. Our tools exist to help you capture more ideas, finish more work and keep everything you have made, not to generate a cheaper imitation of you. AI does the heavy lifting; the creative decisions stay with you.',
        deepDive: { label: 'Explore the Creator Deep Dive', href: deepDiveRoutes.content_creators },
      },
      memory_capturers: {
        eyebrow: 'Our approach',
        headline: 'Technology That Serves Your Family',
        body:
          'Your family\'s memories are not data to be mined. We make simple, private tools that help you hold on to the stories, faith and everyday moments that make your family who it is, and we keep them in your hands.',
        deepDive: { label: 'Discover the Family Deep Dive', href: deepDiveRoutes.memory_capturers },
      },
    },
  },
  divider: {
    startup_founders: 'Our Principles',
    content_creators: 'Our Philosophy',
    memory_capturers: 'Our Values',
  },
  resistance: {
    startup_founders: {
      threat: 'digital tyranny',
      title: 'Preventing Digital Tyranny',
      intro:
        'Platform lock-in is the quiet form of digital tyranny. Once your company\'s knowledge lives inside someone else\'s system, they set the price, the rules and the exit terms. We refuse to build that trap.',
      points: [
        {
          title: 'Your knowledge stays yours',
          body: 'Data sovereignty is a design rule, not an upsell. Your notes and decisions stay under your control.',
        },
        {
          title: 'No silent rule changes',
          body: 'Workshop governance means the rules your AI follows are written by you and recorded in an audit trail.',
        },
        {
          title: 'No investor agenda',
          body: 'We never took investor funding, so nobody is pushing us to squeeze your data for growth.',
        },
      ],
    },
    content_creators: {
      threat: 'censorship',
      title: 'Resisting Censorship',
      intro:
        'Deplatforming can wipe out years of work overnight, and the rules change without warning. Your ideas, drafts and research should never depend on the goodwill of a platform\'s policy team.',
      points: [
        {
          title: 'Your archive, your copy',
          body: 'Everything you capture in Hash is yours, kept where you control it, not hostage to a feed.',
        },
        {
          title: 'Values stated up front',
          body: 'We tell you what we stand for. No hidden moderation agenda behind a claim of neutrality.',
        },
        {
          title: 'Independent of any one platform',
          body: 'Plan, write and organise your work outside the platforms that distribute it, so a ban is a setback, not the end.',
        },
      ],
    },
    memory_capturers: {
      threat: 'erasure',
      title: 'Protecting Against Erasure',
      intro:
        'Closed services shut down, change their terms or lock accounts, and family photos, letters and stories can vanish with them. Your memories deserve a home that will not disappear.',
      points: [
        {
          title: 'Kept where you choose',
          body: 'Your family\'s stories stay in your hands, not locked inside someone else\'s service.',
        },
        {
          title: 'Private by design',
          body: 'Nothing is shared, sold or shown to anyone unless you decide to share it.',
        },
        {
          title: 'Made to be passed on',
          body: 'Organised simply, so your children and grandchildren can find and read them.',
        },
      ],
    },
  },
  controlBox: {
    startup_founders: {
      title: 'Technical Control You Actually Want',
      body:
        'Control should mean real levers, not a settings page. With CHB you decide what your AI remembers, which rules it follows and who can see the results.',
      points: [
        'Persistent memory across projects that you can review and edit',
        'Governance rules you write in Workshop, with audit trails',
        'Scout pattern search across your notes, responses under 200ms',
        'Direct access to the founder for bespoke setups',
      ],
    },
    content_creators: {
      title: 'Creative Consistency You Control',
      body:
        'Your brand is your voice, your look and your standards. CHB helps you keep all three consistent across every project without handing them to an algorithm.',
      points: [
        'Every idea and reference captured in Hash, ready for the next project',
        'Semi drafts and edits in your voice; you make the calls',
        'Creative rules in Workshop that AI has to respect',
        'One archive, many formats and audiences',
      ],
    },
    memory_capturers: null,
  },
  statements: [
    {
      title: 'Explicit Bias > Fake Neutrality',
      body: {
        startup_founders:
          'Every AI system carries values. Most hide theirs behind a claim of neutrality. We state ours openly so you can evaluate them like any other vendor commitment, and write your own rules on top.',
        content_creators:
          'No tool is neutral, and pretending otherwise is how quiet censorship happens. We tell you where we stand, so you never have to guess why something was flagged or buried.',
        memory_capturers:
          'We believe honesty builds trust. Instead of pretending to have no values, we tell you plainly what we believe, so you can decide whether our tools belong in your home.',
      },
    },
    {
      title: 'Independent = Uncompromised',
      body: {
        startup_founders:
          'We never took investor funding. There is no board pushing us to monetise your data or lock you in, so our roadmap follows the people who use our tools.',
        content_creators:
          'No investors means no one can lean on us to change what we build or whom we serve. Our only incentive is to make tools creators actually want.',
        memory_capturers:
          'We are a small, independent company and we never took investor money. Nobody can pressure us to sell your family\'s memories.',
      },
    },
    {
      title: 'Personal Service at Scale',
      body: {
        startup_founders:
          'Bespoke onboarding and direct founder access, not a ticket queue. We set up workflows around how your company actually works.',
        content_creators:
          'You get a real person who understands your work, not a help-centre article. We shape the tools around your creative process.',
        memory_capturers:
          'When you write to us, a real person answers. We take time to help your family get started, one conversation at a time.',
      },
    },
  ],
  productsSection: {
    anchorId: 'products',
    title: {
      startup_founders: 'Tools Built for Builders',
      content_creators: 'Tools for Your Creative Work',
      memory_capturers: 'Tools for Your Family',
    },
    intro: {
      startup_founders: 'Named after punctuation because structure is what turns raw input into a clear strategy.',
      content_creators: 'Named after punctuation because the right mark gives your voice its rhythm.',
      memory_capturers: 'Named after punctuation, the small marks that help a story make sense.',
    },
  },
  punctuation: {
    title: 'Why punctuation matters',
    body: {
      startup_founders:
        'Punctuation adds structure without changing the meaning. That is our brief for AI: organise, connect and sharpen your thinking while the decisions stay yours. Each tool is one mark in a system designed to work together.',
      content_creators:
        'A comma, a dash or a full stop changes how your words land, without changing your words. Our tools work the same way: they shape and amplify your voice instead of replacing it.',
      memory_capturers:
        'Punctuation is small, but without it a story is hard to follow. Our tools are meant to be like that: quiet helpers that give your family\'s memories shape, so the meaning shines through.',
    },
    cta: { label: 'Learn More About Our Philosophy', href: '/chb-case-study' },
  },
  closing: {
    title: {
      startup_founders: 'Build on Ground You Own',
      content_creators: 'Make Work That Lasts',
      memory_capturers: 'Start Keeping What Matters',
    },
    body: {
      startup_founders:
        'Tell us what you are building. We will show you how persistent memory and governance you control fit your company, with no sales script.',
      content_creators:
        'Tell us what you create and where it lives today. We will help you build a workflow, and an archive, that nobody can take away.',
      memory_capturers:
        'Tell us about your family and what you want to keep. We will help you take the first step, gently and personally.',
    },
    mail: {
      startup_founders: { label: 'Email the Founder', href: links.mailto },
      content_creators: { label: 'Tell Us What You Make', href: links.mailto },
      memory_capturers: { label: 'Write to Us', href: links.mailto },
    },
    social: { label: 'Connect on LinkedIn', href: links.personalProfile, external: true },
  },
};
