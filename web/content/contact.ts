/**
 * Copy of the contact page (/contact).
 */
import { links } from './links.ts';
import type { ByPerspective, Cta, Faq } from './types.ts';

export type ContactCtaText = "Let's Scale" | "Let's Create" | "Let's Connect";

export interface ContactHero {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  /** The perspective's CTA text, also the label of the primary mail button. */
  readonly ctaText: ContactCtaText;
}

export interface ContactCard {
  readonly id: 'email' | 'personal-profile' | 'business-profile';
  readonly title: string;
  readonly body: string;
  readonly cta: Cta;
}

export interface ContactContent {
  readonly hero: ByPerspective<ContactHero>;
  readonly cardsHeading: string;
  readonly cards: readonly ContactCard[];
  readonly readyToStart: {
    readonly title: 'Ready to Start?';
    readonly body: ByPerspective<string>;
    /** Primary mail button; label is the perspective's CTA text. */
    readonly primary: ByPerspective<Cta>;
    readonly secondary: Cta;
  };
  readonly faq: {
    readonly title: 'Common Questions';
    readonly items: readonly Faq[];
  };
}

export const contact: ContactContent = {
  hero: {
    startup_founders: {
      eyebrow: 'Contact',
      title: 'Let\'s Talk About What You\'re Building',
      description:
        'Whether you need strategic memory for a two-person team or governance rules for a growing company, you will be talking with the founder, not a sales funnel. Tell us where you are and where you want to go.',
      ctaText: "Let's Scale",
    },
    content_creators: {
      eyebrow: 'Contact',
      title: 'Let\'s Make Something That Lasts',
      description:
        'Podcaster, video creator, writer or community builder: tell us about your work and the platforms you depend on. We will help you set up tools that amplify your voice and keep your archive yours.',
      ctaText: "Let's Create",
    },
    memory_capturers: {
      eyebrow: 'Contact',
      title: 'We\'d Love to Hear From Your Family',
      description:
        'Have a question, or not sure where to begin? Write to us. A real person will answer, and we will help you take the first step at your own pace.',
      ctaText: "Let's Connect",
    },
  },
  cardsHeading: 'Reach us directly',
  cards: [
    {
      id: 'email',
      title: 'Email',
      body: 'The most direct way to reach us. Every message is read and answered personally.',
      cta: { label: links.email, href: links.mailto },
    },
    {
      id: 'personal-profile',
      title: 'Founder on LinkedIn',
      body: 'Follow the founder for notes on independent AI, privacy and building without investors.',
      cta: { label: 'Connect with the Founder', href: links.personalProfile, external: true },
    },
    {
      id: 'business-profile',
      title: 'CHB on LinkedIn',
      body: 'Product news, roadmap updates and new releases from CHB.',
      cta: { label: 'Follow CHB', href: links.businessProfile, external: true },
    },
  ],
  readyToStart: {
    title: 'Ready to Start?',
    body: {
      startup_founders:
        'Send us a short note about your company and the context you keep losing. We will reply with a concrete setup, not a sales deck. Or start capturing today with Hash.',
      content_creators:
        'Tell us what you make and where your work lives today. Or jump straight in and start capturing ideas with Hash.',
      memory_capturers:
        'Write to us whenever you are ready. Or begin right now by saving your first family story in Hash.',
    },
    primary: {
      startup_founders: { label: "Let's Scale", href: links.mailto },
      content_creators: { label: "Let's Create", href: links.mailto },
      memory_capturers: { label: "Let's Connect", href: links.mailto },
    },
    secondary: { label: 'Try Hash Free', href: links.hash, external: true },
  },
  faq: {
    title: 'Common Questions',
    items: [
      {
        question: 'What makes CHB different?',
        answer:
          'We are a small, independent, founder-led company that never took investor funding. That means no one can pressure us to monetise your data or lock you in. We state our values openly instead of pretending to be neutral, we design for privacy and human agency, and we offer bespoke, personal service: when you write to us, the founder answers.',
      },
      {
        question: 'How do the products work together?',
        answer:
          'Each tool is named after a punctuation mark and does one job well. You capture and organise notes with Hash (#), which keeps memory across projects. You develop ideas and writing with Semi (;). You discover patterns across your notes with Scout (&), already integrated into Hash. Workshop (!) provides constitutional governance: rules you write and audit trails you can read. Pipes (|), a browser plugin that transforms a website\'s perspective, is coming soon.',
      },
      {
        question: 'What does "AI for traditionalists & dissidents" mean?',
        answer:
          'It means we build for people who want technology to serve their values rather than overwrite them: people who hold to tradition, and people who refuse to be silenced. Both deserve AI that respects their privacy, leaves decisions in human hands and helps them resist digital tyranny, censorship and the erasure of their work and memories.',
      },
      {
        question: 'Are the tools available now?',
        answer:
          'Yes. Hash and Semi are available now. Scout is integrated into Hash today and is coming soon as its own product. Workshop provides the governance layer across the ecosystem, and Pipes is coming soon.',
      },
    ],
  },
};
