/**
 * Copy of the roadmap page (/roadmap), 'The Path Forward': three phases (Foundation complete,
 * Integration in progress, Evolution planned) and the principles.
 */
import { constitutionalPrinciples, constitutionalPrinciplesHeading } from './principles.ts';
import type { Principle } from './principles.ts';
import type { ByPerspective, Card, Cta } from './types.ts';

export type PhaseStatus = 'complete' | 'in-progress' | 'planned';

export interface RoadmapPhase {
  readonly id: 'foundation' | 'integration' | 'evolution';
  readonly name: 'Foundation' | 'Integration' | 'Evolution';
  readonly status: PhaseStatus;
  readonly statusLabel: string;
  /** Bullet marker: ticks for complete, arrows for in progress. */
  readonly marker: '✓' | '→' | '○';
  readonly summary: ByPerspective<string>;
  readonly items: ByPerspective<readonly string[]>;
}

export interface RoadmapVision {
  readonly title: string;
  readonly body: string;
  readonly principles: readonly Card[];
}

export interface RoadmapContent {
  readonly title: 'The Path Forward';
  readonly subtitle: ByPerspective<string>;
  readonly phasesHeading: { readonly eyebrow: string; readonly title: string };
  readonly phases: readonly RoadmapPhase[];
  readonly vision: ByPerspective<RoadmapVision>;
  readonly constitutional: {
    readonly title: string;
    readonly intro: string;
    readonly principles: readonly Principle[];
  };
  readonly closingCta: { readonly title: string; readonly body: ByPerspective<string>; readonly cta: Cta };
}

export const roadmap: RoadmapContent = {
  title: 'The Path Forward',
  subtitle: {
    startup_founders:
      'What we have shipped, what we are building now and where we are heading. A roadmap set by the people who use our tools, not by investors.',
    content_creators:
      'Where we started, what we are making right now and what comes next, all built to amplify creators rather than replace them.',
    memory_capturers:
      'A simple look at what is ready today, what we are working on, and what we hope to build for families next.',
  },
  phasesHeading: { eyebrow: 'Three phases', title: 'From Foundation to Evolution' },
  phases: [
    {
      id: 'foundation',
      name: 'Foundation',
      status: 'complete',
      statusLabel: 'Complete',
      marker: '✓',
      summary: {
        startup_founders: 'The core tools are live and in daily use.',
        content_creators: 'The essentials for capturing and developing your work are ready.',
        memory_capturers: 'The tools to start keeping your family\'s stories are ready today.',
      },
      items: {
        startup_founders: [
          'Hash launched with persistent memory across projects',
          'Semi launched as a writing and conversation partner',
          'Scout pattern search integrated into Hash, with responses under 200ms',
          'This perspective-adaptive website built with our own tools',
        ],
        content_creators: [
          'Hash launched as one home for ideas, research and drafts',
          'Semi launched to develop work in your own voice',
          'Scout search built into Hash to rediscover past ideas',
          'Our creative journey published, every brand image and lesson included',
        ],
        memory_capturers: [
          'Hash launched to keep notes and stories safe',
          'Semi launched as a patient writing companion',
          'Scout search built into Hash to find memories again',
          'Private by design from the very first day',
        ],
      },
    },
    {
      id: 'integration',
      name: 'Integration',
      status: 'in-progress',
      statusLabel: 'In Progress',
      marker: '→',
      summary: {
        startup_founders: 'Connecting the tools into one governed workflow.',
        content_creators: 'Making the path from idea to finished piece seamless.',
        memory_capturers: 'Making everything simpler and more connected.',
      },
      items: {
        startup_founders: [
          'Scout as a standalone product for pattern search across teams',
          'Workshop governance: rules you write, with audit trails',
          'Shared context flowing between Hash, Semi and Scout',
          'Bespoke onboarding for founding teams',
        ],
        content_creators: [
          'Scout as a standalone product for exploring your archive',
          'Creative rules in Workshop that AI has to respect',
          'A smoother path from an idea in Hash to a draft in Semi',
          'Pipes browser plugin taking shape',
        ],
        memory_capturers: [
          'Scout on its own, for finding any memory quickly',
          'House rules for AI with Workshop',
          'Gentler guides for getting started as a family',
          'Easier ways to share stories with the people you choose',
        ],
      },
    },
    {
      id: 'evolution',
      name: 'Evolution',
      status: 'planned',
      statusLabel: 'Planned',
      marker: '○',
      summary: {
        startup_founders: 'Extending strategic memory and governance to the way whole teams work.',
        content_creators: 'New ways for creators to reach people and support each other.',
        memory_capturers: 'Helping families pass their stories on to the next generation.',
      },
      items: {
        startup_founders: [
          'Pipes browser plugin to read any site from a chosen perspective',
          'Cross-project intelligence for growing teams',
          'Governance templates you can adapt to your company',
        ],
        content_creators: [
          'Pipes: see your work through your audience\'s eyes',
          'Tools for creator cooperatives, including revenue sharing',
          'Archive tools built to last for decades',
        ],
        memory_capturers: [
          'Legacy collections to hand down to children and grandchildren',
          'Pipes: websites in words that fit your family',
          'Simple ways for grandparents to record their stories',
        ],
      },
    },
  ],
  vision: {
    startup_founders: {
      title: 'Strategic Memory as Infrastructure',
      body:
        'We want every founder to have an AI layer that remembers the whole company, follows rules the company wrote, and can be audited at any time, without handing control to a platform.',
      principles: [
        { title: 'Context never resets', body: 'Decisions and research persist across projects, so every session starts where the last one ended.' },
        { title: 'Governance by design', body: 'Rules and audit trails are part of the product, not an afterthought for enterprise customers.' },
        { title: 'No lock-in', body: 'Your knowledge stays under your control, so you can change course without losing it.' },
        { title: 'Founder-to-founder service', body: 'You work directly with the person who builds the tools.' },
      ],
    },
    content_creators: {
      title: 'Amplification, Not Automation',
      body:
        'We want creators to make more of the work only they can make, keep every piece of it, and never depend on one platform\'s goodwill to reach the people who value it.',
      principles: [
        { title: 'Human creativity first', body: 'AI helps you capture, develop and find ideas. The creative decisions are yours.' },
        { title: 'Freedom from platform risk', body: 'Your archive lives where you control it, beyond the reach of a single ban.' },
        { title: 'Transparency in every process', body: 'We publish how we make things, failures included, and expect the same of our tools.' },
        { title: 'Fair rewards', body: 'Creators who build together should share in what they build together.' },
      ],
    },
    memory_capturers: {
      title: 'Technology That Keeps Faith With Families',
      body:
        'We want every family to be able to keep its stories, faith and traditions safe, and pass them on, without worrying who else is reading them.',
      principles: [
        { title: 'Privacy at home', body: 'Your family\'s memories are seen only by the people you choose.' },
        { title: 'Values you choose', body: 'You set the rules for how AI behaves in your home.' },
        { title: 'Memories that last', body: 'Stories kept safe for the next generation, not lost to a closed service.' },
        { title: 'Simple for everyone', body: 'Easy enough for grandparents and grandchildren alike.' },
      ],
    },
  },
  constitutional: {
    title: constitutionalPrinciplesHeading,
    intro: 'Whatever we build next, these four principles do not change.',
    principles: constitutionalPrinciples,
  },
  closingCta: {
    title: 'Help Shape What Comes Next',
    body: {
      startup_founders: 'Tell us what your company needs next. Our roadmap follows the people who use our tools.',
      content_creators: 'Tell us what would help your creative work. We read every message.',
      memory_capturers: 'Tell us what your family would find helpful. We would love to hear from you.',
    },
    cta: { label: 'Contact Us', href: '/contact' },
  },
};
