/**
 * Site-wide copy: name, tagline, navigation, footer and per-route document metadata.
 */
import { links } from './links.ts';
import type { ByPerspective, Cta, PageMeta } from './types.ts';

export const site = {
  name: 'CHB',
  tagline: 'AI innovation for traditionalists & dissidents',
  /** One-sentence pitch used by the header logo title and social previews. */
  pitch:
    'CHB is a small, independent, founder-led AI company. We build private, punctuation-named tools that keep people in charge of their own work, memories and data. We never took investor funding, so we answer to the people we serve.',
  logoLabel: 'CHB home',
  copyright: '© 2025 CHB. All rights reserved.',
} as const;

export interface NavLink {
  readonly href: '/products' | '/roadmap' | '/contact';
  readonly label: string;
}

export const navLinks: readonly NavLink[] = [
  { href: '/products', label: 'Products' },
  { href: '/roadmap', label: 'Roadmap' },
  { href: '/contact', label: 'Contact' },
];

/** Header button; opens Hash in a new tab. */
export const headerCta: Cta = { label: 'Try Hash', href: links.hash, external: true };

export const mobileMenu = {
  openLabel: 'Open menu',
  closeLabel: 'Close menu',
  perspectiveHeading: 'Perspective',
} as const;

export const perspectiveSwitcher = {
  buttonLabel: 'Choose perspective',
  menuLabel: 'View the site as',
} as const;

/** Announced (as a toast) after the visitor switches perspective. */
export const perspectiveChangedToast: { readonly title: string; readonly description: ByPerspective<string> } = {
  title: 'Perspective changed',
  description: {
    startup_founders: 'You are now reading CHB as a startup founder: strategy, control and detail.',
    content_creators: 'You are now reading CHB as a content creator: your voice, your archive, your audience.',
    memory_capturers: 'You are now reading CHB as a family: stories, faith and memories kept safe.',
  },
};

/** Texts of the page frame that are not part of any one page. */
export const shell = {
  skipLink: 'Skip to main content',
  mainNavigationLabel: 'Main',
  footerNavigationLabel: 'Footer',
  /** Appended (visually hidden) to links that open in a new tab. */
  newTabNote: '(opens in a new tab)',
  loadingPage: 'Loading page',
  notificationsLabel: 'Notifications (F8)',
  dismissNotification: 'Dismiss notification',
} as const;

export interface FooterGroup {
  readonly title: string;
  readonly links: readonly Cta[];
}

export const footer = {
  blurb:
    'Independent AI tools named after punctuation. Built by a founder who answers to you, not to investors. Your notes, your voice and your memories stay yours.',
  groups: [
    {
      title: 'Company',
      links: [
        { label: 'Philosophy', href: '/#ecosystem' },
        { label: 'Roadmap', href: '/roadmap' },
        { label: 'Contact', href: '/contact' },
      ],
    },
    {
      title: 'Products',
      links: [
        { label: 'Hash', href: links.hash, external: true },
        { label: 'Semi', href: links.semi, external: true },
      ],
    },
    {
      title: 'Connect',
      links: [
        { label: 'Founder on LinkedIn', href: links.personalProfile, external: true },
        { label: 'CHB on LinkedIn', href: links.businessProfile, external: true },
        { label: 'Email', href: links.mailto },
      ],
    },
  ] satisfies readonly FooterGroup[],
  copyright: site.copyright,
} as const;

/** Every registered route of the site, plus '*' for the 404 page. */
export type RoutePath =
  | '/'
  | '/products'
  | '/chb-case-study'
  | '/image-gallery'
  | '/image-demo'
  | '/roadmap'
  | '/memory-capturers-deep-dive'
  | '/startup-founders-deep-dive'
  | '/content-creators-deep-dive'
  | '/creative-process'
  | '/image-admin'
  | '/image-admin/events'
  | '/image-detail/:id'
  | '/analytics'
  | '/contact'
  | '*';

export const routeMeta: Record<RoutePath, PageMeta> = {
  '/': {
    title: 'CHB | AI innovation for traditionalists & dissidents',
    description:
      'Independent, founder-led AI tools that keep you in control: Hash for notes and lasting memory, Semi for writing and conversation. Privacy first, no investor strings.',
  },
  '/products': {
    title: 'The CHB Product Suite | CHB',
    description:
      'Hash, Semi, Scout and Workshop: punctuation-named AI tools for capturing, developing, discovering and governing your work, with your data kept in your hands.',
  },
  '/chb-case-study': {
    title: 'Case Study: Why Punctuation Matters | CHB',
    description:
      'How CHB used its own tools to build a website that adapts to founders, creators and families, and what we learned along the way.',
  },
  '/image-gallery': {
    title: 'Generated Images Gallery | CHB',
    description:
      'The three AI-generated case-study hero images, one per perspective, with the prompts and parameters that produced them.',
  },
  '/image-demo': {
    title: 'CHB Pipes Demo: Perspective-Switching Image Generation | CHB',
    description:
      'See how one prompt becomes a different image for each perspective. Adjust minimalism, palette, background, aspect ratio and seed.',
  },
  '/roadmap': {
    title: 'The Path Forward | CHB Roadmap',
    description:
      'Where CHB has been and where it is going: Foundation, Integration and Evolution, guided by four Constitutional AI Principles.',
  },
  '/memory-capturers-deep-dive': {
    title: 'For Families: Keep Your Memories Safe | CHB',
    description:
      'Private AI tools for families: preserve stories, support devotions and homeschooling, and pass on a legacy without handing it to a tech giant.',
  },
  '/startup-founders-deep-dive': {
    title: 'For Founders: Strategic Memory You Control | CHB',
    description:
      'Persistent strategic memory, cross-project intelligence and governance you write yourself. How CHB compares with general chat and coding assistants.',
  },
  '/content-creators-deep-dive': {
    title: 'For Creators: Amplify Your Voice, Keep Your Archive | CHB',
    description:
      'AI tools for podcasters, video creators, writers and community builders that amplify human creativity and never replace it.',
  },
  '/creative-process': {
    title: 'Our Creative Journey | CHB',
    description:
      'Every AI-generated brand image we made, including the rejected attempts and what they taught us. Free downloads, full resolution, complete transparency.',
  },
  '/image-admin': {
    title: 'Image Administration | CHB',
    description: 'Restricted area for curating CHB brand images.',
  },
  '/image-admin/events': {
    title: 'Event Log | CHB',
    description: 'Restricted area: the event log of the CHB website, filterable and live.',
  },
  '/image-detail/:id': {
    title: 'Image Details | CHB',
    description: 'Restricted area: licensing, usage and creative history of one CHB brand image.',
  },
  '/analytics': {
    title: 'Page Not Found | CHB',
    description: 'This page is only available in development mode.',
  },
  '/contact': {
    title: 'Contact CHB | Start a Conversation',
    description:
      'Talk directly with the founder. Email or connect on LinkedIn; every message is read and answered personally.',
  },
  '*': {
    title: '404 Page Not Found | CHB',
    description: 'The page you were looking for does not exist.',
  },
};

/** Fixed texts of the fallback pages: the 404 page and /analytics outside development. */
export const notFoundPage = {
  title: '404 Page Not Found',
  body: 'Did you forget to add the page to the router?',
  homeLink: { label: 'Back to home', href: '/' } satisfies Cta,
} as const;

export const analyticsPage = {
  text: 'Page Not Found - This page is only available in development mode.',
} as const;

/** Shown when a page fails to load (for example a lost connection while its code downloads). */
export const routeErrorPage = {
  title: 'This page could not be loaded',
  body: 'Something interrupted the page while it was loading. Reloading usually fixes it.',
  reloadLabel: 'Reload the page',
  homeLink: { label: 'Back to home', href: '/' } satisfies Cta,
} as const;

/** Pages whose full versions are still being built; each shows its title and this note. */
export type PageInProgressPath = '/creative-process' | '/image-gallery' | '/image-demo' | '/image-admin' | '/image-detail/:id';

export interface PageInProgress {
  readonly title: string;
  readonly note: string;
  readonly link: Cta;
}

const inProgressNote =
  'This page is being built right now. Everything else on the site is ready to explore in the meantime.';

export const pagesInProgress: Record<PageInProgressPath, PageInProgress> = {
  '/creative-process': {
    title: 'Our Creative Journey',
    note: inProgressNote,
    link: { label: 'See the Products', href: '/products' },
  },
  '/image-gallery': {
    title: 'Generated Images Gallery',
    note: inProgressNote,
    link: { label: 'Back to Products', href: '/products' },
  },
  '/image-demo': {
    title: 'Perspective-Switching Image Generation',
    note: inProgressNote,
    link: { label: 'See the Products', href: '/products' },
  },
  '/image-admin': {
    title: 'Image Administration',
    note: inProgressNote,
    link: { label: 'Back to home', href: '/' },
  },
  '/image-detail/:id': {
    title: 'Image Details',
    note: inProgressNote,
    link: { label: 'Back to home', href: '/' },
  },
};

/** Deep-dive route for each perspective, linked from the home page's philosophy section. */
export const deepDiveRoutes: ByPerspective<
  '/startup-founders-deep-dive' | '/content-creators-deep-dive' | '/memory-capturers-deep-dive'
> = {
  startup_founders: '/startup-founders-deep-dive',
  content_creators: '/content-creators-deep-dive',
  memory_capturers: '/memory-capturers-deep-dive',
};
