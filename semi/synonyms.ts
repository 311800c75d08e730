/**
 * Words visitors use for the knowledge base's words. A question's word also searches for the other
 * words of its group, so "how much is it" finds the passage about prices and "my personal
 * information" the one about privacy. Groups are for this site's topics only: a word belongs to a
 * group when, in a question to CHB's site, it means what the group means.
 */
import { analyze } from './textAnalysis.ts';

const GROUPS: readonly string[] = [
  'privacy, private, personaldata, confidential, confidentiality, secure, security, safe, safety, protect, protected, protection, gdpr, tracking',
  'data, information, stuff, files, notes, content',
  'price, prices, pricing, cost, costs, pay, paid, payment, fee, fees, charge, subscription, plan, plans, money, cheap, expensive, afford, free, trial, month, monthly, annual, yearly',
  'product, products, tool, tools, app, apps, application, applications, software, offering, offerings, lineup',
  'available, availability, released, release, launch, launched, ready, live, today, now, try, access',
  'comingsoon, upcoming, soon, later, future, release, launch, planned, eta, when',
  'contact, email, mail, reach, talk, message, write, phone, call, enquiry, inquiry, send',
  'company, chb, business, firm, studio, organisation, organization, startup',
  'founder, founders, owner, owners, ceo, boss, behind, runs, started, creator, leader',
  'image, images, pic, pics, picture, pictures, photo, photos, artwork, art, graphics, illustration, illustrations, visuals',
  'license, licensed, licensing, copyright, rights, permission, cc0, reuse, commercially, commercial, attribution, credit',
  'download, downloads, grab',
  'rejected, reject, rejects, failures, failed, fail, mistakes, mistake, bad, discarded, thrown',
  'roadmap, future, upcoming, next, phases, phase, vision, timeline',
  'perspective, perspectives, view, viewpoint, mode, modes, persona, personas, lens',
  'principle, principles, values, ethics, ethical, beliefs, philosophy, moral, morals, framework',
  'audience, customers, customer, users, user, people, groups, clients',
  'problem, problems, challenge, challenges, issue, issues, pain, fix, solve',
  'account, accounts, login',
  'decision, decisions, choose, choice, choices, judgment',
  'independent, independence, investors, investor, investment, funding, funded, vc, venture, bootstrapped, owned, backed, bankroll, bankrolls, finance, finances, financed, financing, sponsor, sponsors',
  'search, searching, find, finding, lookup, look, query',
  'note, notes, notebook, journal, memo, memos, capture, jot',
  'memory, memories, remember, recall, forget, context',
  'plugin, plugins, extension, extensions, addon, addons, add-on, browser',
  'difference, differences, different, differ, compare, comparison, versus, vs, distinguish, unlike',
  'govern, governance, rules, rule, guardrails, oversight, audit, policy, policies',
  'generate, generated, generation, made, make, create, created, produce, produced',
  'fast, speed, quick, quickly, latency, performance, slow',
  'censorship, censor, censored, deplatform, deplatformed, banned, ban, cancel, cancelled, silenced, erasure, tyranny',
  'chat, chatbot, bot, assistant, widget',
  'questions, question, messages, message, conversation, conversations, type, typed, typing, input, say',
  'store, stored, storing, save, saved, keep, kept, log, logged, record, recorded',
  'analytics, track, tracked, tracking, cookies, cookie, monitor, visits',
  'family, families, parents, kids, children, homeschool, homeschooling, legacy',
  'creator, creators, podcasters, podcaster, youtubers, youtuber, bloggers, writers, influencers',
  'results, numbers, figures, metrics, stats, statistics, roi, outcomes, impact',
];

/** For each stemmed word, the stemmed words of its groups (itself excluded). */
export function synonymTable(groups: readonly string[] = GROUPS): ReadonlyMap<string, readonly string[]> {
  const table = new Map<string, Set<string>>();
  for (const group of groups) {
    const terms = [...new Set(group.split(',').flatMap((word) => analyze(word.trim())))];
    for (const term of terms) {
      const others = table.get(term) ?? new Set<string>();
      for (const other of terms) if (other !== term) others.add(other);
      table.set(term, others);
    }
  }
  return new Map([...table].map(([term, others]) => [term, [...others]]));
}
