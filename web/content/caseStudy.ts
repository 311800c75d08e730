/**
 * Copy of the case study page (/chb-case-study).
 * Every section is chosen by perspective. Figures are copy only (no calculations).
 */
import type { ByPerspective, Card, Cta, ImageRef } from './types.ts';

export interface CaseStudyMetric {
  /** Display figure, e.g. '3x': fixed text, never calculated. */
  readonly value: string;
  readonly label: string;
  readonly detail: string;
}

export interface CaseStudy {
  readonly hero: {
    readonly image: ImageRef;
    readonly eyebrow: string;
    readonly title: string;
    readonly subtitle: string;
    readonly description: string;
  };
  readonly challenge: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly quote: { readonly text: string; readonly attribution: string };
  };
  readonly solution: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly technicalDeepDive: { readonly title: string; readonly body: string; readonly points: readonly Card[] };
    readonly impactBox: { readonly title: string; readonly body: string };
  };
  readonly results: {
    readonly title: string;
    readonly intro: string;
    readonly metrics: readonly CaseStudyMetric[];
    readonly lastingImpact: { readonly title: string; readonly body: string };
  };
  readonly learnings: {
    readonly title: string;
    readonly items: readonly Card[];
    readonly movingForward: { readonly title: string; readonly body: string };
  };
  readonly futureOpportunities: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly Card[];
  };
  readonly closingCta: {
    readonly title: string;
    /** Explains that the page adapts to the selected perspective. */
    readonly body: string;
  };
}

export interface CaseStudyPageContent {
  readonly backLink: Cta;
  readonly byPerspective: ByPerspective<CaseStudy>;
  /** Closing buttons, the same for every perspective. */
  readonly closingButtons: {
    readonly products: { readonly label: 'Explore All Products'; readonly href: '/products' };
    readonly contact: { readonly label: 'Get In Touch'; readonly href: '/contact' };
  };
  /** Fixed section headings shared by all perspectives. */
  readonly headings: {
    readonly challenge: string;
    readonly solution: string;
    readonly results: string;
    readonly learnings: string;
    readonly futureOpportunities: string;
  };
}

const adaptsNote =
  'This case study adapts to the perspective you selected. Switch perspective in the menu to read the same story as a founder, a creator or a family would.';

export const caseStudy: CaseStudyPageContent = {
  backLink: { label: 'Back to Products', href: '/products' },
  headings: {
    challenge: 'The Challenge',
    solution: 'The Solution',
    results: 'The Results',
    learnings: 'What We Learned',
    futureOpportunities: 'Future Opportunities',
  },
  closingButtons: {
    products: { label: 'Explore All Products', href: '/products' },
    contact: { label: 'Get In Touch', href: '/contact' },
  },
  byPerspective: {
    startup_founders: {
      hero: {
        image: {
          imageId: 'img-case-study-founders-bridge',
          alt: 'A clean geometric bridge spanning from a rough cliff to a finished city',
        },
        eyebrow: 'Case study: building CHB with CHB',
        title: 'Building a Bridge From Strategy to Shipping',
        subtitle: 'How persistent memory let a small, independent team move at three times its previous pace',
        description:
          'Our website had to speak to founders, creators and families without tripling the work. We built it with our own tools, Hash, Semi and Scout, and tracked what changed.',
      },
      challenge: {
        title: 'Context Lost Is Velocity Lost',
        paragraphs: [
          'Like most founders, we were working on several fronts at once: product, positioning, content and code. Every new AI session started from zero, so every session began with the same briefing.',
          'Between 40-60% of our time with AI assistants went into re-explaining context instead of moving forward. For a company that never took investor funding, that is the difference between shipping and stalling.',
        ],
        quote: {
          text: 'We were never short of ideas. We were short of memory. Every new session started from a blank page.',
          attribution: 'CHB founder',
        },
      },
      solution: {
        title: 'Persistent Strategic Memory',
        paragraphs: [
          'We captured every decision, audience insight and design choice in Hash as it happened, so context carried across projects instead of resetting.',
          'Semi drafted copy and plans from that shared context, and Scout surfaced patterns across our notes with responses under 200ms. Explicit rules governed what the AI could generate, and we kept a record of every attempt.',
        ],
        technicalDeepDive: {
          title: 'Technical Deep Dive',
          body:
            'The site is one body of content expressed through three perspectives. Each perspective has its own theme tokens, tone, layout density and imagery, all defined as data rather than as duplicated pages.',
          points: [
            {
              title: 'Perspective as data',
              body: 'Colours, typography, spacing and copy are typed records keyed by perspective, so adding a message means editing content, not code.',
            },
            {
              title: 'Memory that travels',
              body: 'Decisions captured in Hash were available in every later session, so Semi drafted from the real history of the project.',
            },
            {
              title: 'Governed generation',
              body: 'Brand images were generated under written rules, and every attempt, rejected ones included, was logged and published.',
            },
          ],
        },
        impactBox: {
          title: 'Real-World Impact',
          body:
            'Instead of briefing an assistant again every morning, we opened Hash and carried on. Decisions made weeks earlier were one search away, with the reasoning attached.',
        },
      },
      results: {
        title: 'Measurable Momentum',
        intro: 'Keeping context and speaking to each visitor in their own terms showed up in the numbers.',
        metrics: [
          { value: '3x', label: 'Development velocity', detail: 'We shipped at 300% of our previous pace once context stopped resetting.' },
          { value: '150%', label: 'Lead generation', detail: 'Perspective-aware messaging brought in more of the right conversations.' },
          { value: '40%', label: 'Shorter sales cycle', detail: 'Visitors arrived already understanding what we do and why it fits them.' },
        ],
        lastingImpact: {
          title: 'Lasting Impact',
          body:
            'Persistent memory changed how we work, not just how fast. Decisions are written down as they are made, so the reasoning survives long after the project ends and new work starts from everything we already know.',
        },
      },
      learnings: {
        title: 'What We Learned',
        items: [
          {
            title: 'Memory beats raw horsepower',
            body: 'A capable model that forgets everything is slower than a good one that remembers your company.',
          },
          {
            title: 'Perspective is a feature',
            body: 'Speaking to each audience in its own terms is not a skin. It changes who gets in touch and how quickly they decide.',
          },
          {
            title: 'Governance speeds you up',
            body: 'Written rules meant fewer surprises, fewer rewrites and a clear audit trail when we needed to explain a decision.',
          },
        ],
        movingForward: {
          title: 'Moving Forward',
          body:
            'We are bringing these lessons into Scout as a standalone product and into Workshop governance, so other founders get the same compounding context without giving up control of it.',
        },
      },
      futureOpportunities: {
        title: 'Future Opportunities',
        intro: 'Where we see strategic memory going next for founders.',
        items: [
          { title: 'Cross-project intelligence for teams', body: 'Patterns spotted across every project a team runs, not just one person\'s notes.' },
          { title: 'Governed AI in customer-facing work', body: 'Workshop rules and audit trails that let you show customers exactly how AI is used.' },
          { title: 'Perspective testing with Pipes', body: 'Read your own site as an investor, a customer or a partner before you ship it.' },
        ],
      },
      closingCta: {
        title: 'Ready to Stop Re-Explaining Your Company?',
        body: adaptsNote,
      },
    },
    content_creators: {
      hero: {
        image: {
          imageId: 'img-case-study-creators-amplifier',
          alt: 'A glowing amplifier sending waves of colour out into a crowd of constellations',
        },
        eyebrow: 'Case study: building CHB with CHB',
        title: 'Amplifying One Voice for Many Audiences',
        subtitle: 'How we told one story three ways and kept visitors with us three times longer',
        description:
          'We wanted a website that sounded like us to everyone, whether they were founders, creators or families. We built it with our own tools and published every step, mistakes included.',
      },
      challenge: {
        title: 'One Message, Flattened for Everyone',
        paragraphs: [
          'Most websites speak in one averaged voice that fits nobody in particular. A founder, a podcaster and a grandmother do not hear the same words the same way.',
          'Writing with AI made it worse before it made it better: between 40-60% of our effort went into re-explaining our voice and context to tools that forgot it after every session.',
        ],
        quote: {
          text: 'We didn\'t want an AI that wrote like everyone. We wanted help sounding more like ourselves, for every person reading.',
          attribution: 'CHB founder',
        },
      },
      solution: {
        title: 'Perspective-Adaptive Storytelling',
        paragraphs: [
          'We captured our voice once, in Hash: our values, our phrasing, the words we never use. Semi drafted each perspective from that shared foundation, and every line was edited by a human before it went live.',
          'The brand images were generated with AI under explicit creative rules, and we published every attempt, including the rejected ones and why they missed.',
        ],
        technicalDeepDive: {
          title: 'Technical Deep Dive',
          body:
            'Each perspective has its own palette, rhythm and imagery, but they all draw on the same content. Switching perspective changes how the story is told, never what is true.',
          points: [
            { title: 'Voice captured once', body: 'Tone, vocabulary and values live in Hash, so every draft starts from who you are.' },
            { title: 'Three tones, one truth', body: 'Founders get detail, creators get momentum, families get warmth. The facts stay the same.' },
            { title: 'An open image pipeline', body: 'Every generated image is public with its prompt and the lesson it taught us, free to download.' },
          ],
        },
        impactBox: {
          title: 'Real-World Impact',
          body:
            'Visitors did not just read a page; they explored it. Many switched perspectives to see how the same idea reads to someone else, which is exactly the conversation we wanted to start.',
        },
      },
      results: {
        title: 'An Audience That Stayed',
        intro: 'When people hear a message in their own terms, they stay and look around.',
        metrics: [
          { value: '3x', label: 'Longer visits', detail: 'Visitors spent three times longer on the site than before.' },
          { value: '60%', label: 'Explored multiple perspectives', detail: '60% of visitors switched to see at least one other perspective.' },
          { value: '3x', label: 'Creative velocity', detail: 'With our voice kept in Hash, we produced at 300% of our previous pace.' },
        ],
        lastingImpact: {
          title: 'Lasting Impact',
          body:
            'The site became proof of our philosophy: AI amplified a human voice instead of replacing it, and the audience could see the whole process for themselves.',
        },
      },
      learnings: {
        title: 'What We Learned',
        items: [
          { title: 'Consistency comes from rules', body: 'Written creative rules kept three tones recognisably ours in a way no template could.' },
          { title: 'Show the failures', body: 'Publishing rejected images earned more trust than a polished gallery ever would.' },
          { title: 'Audiences like choice', body: 'Giving people a way to change the lens invited curiosity instead of a quick bounce.' },
        ],
        movingForward: {
          title: 'Moving Forward',
          body:
            'We are building these lessons into Workshop creative rules and into Pipes, so creators can preview their own work through their audience\'s eyes.',
        },
      },
      futureOpportunities: {
        title: 'Future Opportunities',
        intro: 'Where we see creative amplification going next.',
        items: [
          { title: 'Creator cooperatives', body: 'Shared archives and transparent revenue sharing for creators who build together.' },
          { title: 'Audience previews with Pipes', body: 'See how a post, page or episode description reads to each part of your audience.' },
          { title: 'An archive built for decades', body: 'Your full body of work kept in one place you control, whatever happens to the platforms.' },
        ],
      },
      closingCta: {
        title: 'Ready to Amplify Your Own Voice?',
        body: adaptsNote,
      },
    },
    memory_capturers: {
      hero: {
        image: {
          imageId: 'img-case-study-families-legacy-tree',
          alt: 'An old tree whose branches hold small glowing keepsakes',
        },
        eyebrow: 'Our story',
        title: 'Growing a Legacy That Isn\'t Lost',
        subtitle: 'How we kept every decision and lesson from slipping away, and what that can mean for your family',
        description:
          'When we built this website, we used our own tools to remember everything along the way. Here is what happened, in plain words.',
      },
      challenge: {
        title: 'Memories Slip Away',
        paragraphs: [
          'At first our notes were scattered across chats, documents and inboxes. Each time we came back to the work, we had to explain it all again. Between 40-60% of our time went into remembering instead of building.',
          'Families know this feeling well. A story lives in one person\'s memory, photos sit on one old phone, a recipe is on a card in a drawer. When the person, the phone or the service is gone, the memory can go too.',
        ],
        quote: {
          text: 'The things we forget are rarely unimportant. They just were not written down somewhere safe.',
          attribution: 'CHB founder',
        },
      },
      solution: {
        title: 'One Safe Place, Carefully Kept',
        paragraphs: [
          'We kept everything in Hash: every choice we made and the reason behind it. Semi helped us put our thoughts into clear words, and Scout helped us find any note again in moments.',
          'Nothing was shared unless we chose to share it, and our notes stayed under our own control the whole time.',
        ],
        technicalDeepDive: {
          title: 'How It Works',
          body: 'Three simple ideas sit underneath everything we built.',
          points: [
            { title: 'Private by design', body: 'Your notes and stories are yours, seen only by the people you choose.' },
            { title: 'Easy to find again', body: 'Search by a name, a place or a season and the right memory comes back.' },
            { title: 'Your rules', body: 'You decide how AI helps in your home, and you can always see what it did.' },
          ],
        },
        impactBox: {
          title: 'What It Meant in Real Life',
          body:
            'Nothing we decided was lost. Weeks later we could open Hash and see not only what we chose, but why. Imagine the same for your grandmother\'s stories.',
        },
      },
      results: {
        title: 'What Changed',
        intro: 'Keeping things safe, and in one place, made a real difference.',
        metrics: [
          { value: '3x', label: 'Faster progress', detail: 'With nothing to re-explain, our work moved three times as fast.' },
          { value: '3x', label: 'Longer visits', detail: 'People stayed three times longer on the site to read and explore.' },
          { value: '60%', label: 'Looked from another view', detail: '60% of visitors also read the site from another perspective.' },
        ],
        lastingImpact: {
          title: 'Lasting Impact',
          body:
            'We now have a record of how this company was built, in our own words, that will outlast any single project. That is the kind of record we want every family to have.',
        },
      },
      learnings: {
        title: 'What We Learned',
        items: [
          { title: 'Write it down while you remember', body: 'The best time to keep a story is the day it happens. Simple tools make that easy.' },
          { title: 'Privacy brings peace of mind', body: 'When you know who can read something, you write more honestly.' },
          { title: 'Simple tools get used', body: 'If it takes more than a moment, it will not happen. We keep our tools gentle and plain.' },
        ],
        movingForward: {
          title: 'Moving Forward',
          body:
            'We are building legacy collections and simpler ways for grandparents to share their stories, so the things that matter can be handed down safely.',
        },
      },
      futureOpportunities: {
        title: 'Looking Ahead',
        intro: 'What we hope to build next for families.',
        items: [
          { title: 'Legacy collections', body: 'Stories, letters and prayers gathered into something you can hand to your grandchildren.' },
          { title: 'Grandparents\' stories', body: 'An easy way for older relatives to tell their stories and have them kept.' },
          { title: 'Faith and learning at home', body: 'Notebooks for family devotions and homeschool lessons that grow with your children.' },
        ],
      },
      closingCta: {
        title: 'Ready to Keep Your Family\'s Stories Safe?',
        body: adaptsNote,
      },
    },
  },
};
