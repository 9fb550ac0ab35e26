/**
 * The news index: stories that are not web pages of the world, shown in the `news` section of their topic's
 * searches next to the news-site pages among the web matches (A35, A39). Ages are relative to the clock.
 */
interface NewsStory {
  topic: string;
  title: string;
  /** Site key (sites.ts), a news site. */
  site: string;
  ageHours: number;
  body: string;
  /** Live coverage (`is_live`). */
  live?: boolean;
}

export const NEWS_STORIES: readonly NewsStory[] = [
  {
    topic: 'python programming',
    title: 'Python Release Candidate Brings Faster Startup',
    site: 'wire',
    ageHours: 2,
    body: 'The new Python release candidate trims interpreter startup time and improves error messages. Core developers ask package authors to test before the final release.',
  },
  {
    topic: 'python programming',
    title: 'Python Tops a Language Popularity Survey Again',
    site: 'herald',
    ageHours: 30,
    body: 'Python leads a yearly survey of developers for the fourth time, ahead of JavaScript and TypeScript. Data science and teaching keep it on top.',
  },
  {
    topic: 'python programming',
    title: 'Free-Threaded Python Builds Move Closer to Default',
    site: 'wire',
    ageHours: 24 * 4,
    body: 'Python builds without the global interpreter lock pass more of the test suite. Library maintainers are adding free-threaded wheels.',
  },
  {
    topic: 'typescript',
    title: 'TypeScript Compiler Rewrite Promises Faster Builds',
    site: 'wire',
    ageHours: 10,
    body: 'A native port of the TypeScript compiler type-checks large projects several times faster in early tests.',
  },
  {
    topic: 'typescript',
    title: 'Most New JavaScript Projects Now Start in TypeScript',
    site: 'herald',
    ageHours: 24 * 3,
    body: 'A survey of project templates finds TypeScript chosen by default in most new web projects.',
  },
  {
    topic: 'rust programming',
    title: 'Rust Foundation Publishes Security Audit Results',
    site: 'wire',
    ageHours: 8,
    body: 'An audit of widely used Rust crates found few memory-safety issues and several fixed logic bugs.',
  },
  {
    topic: 'machine learning',
    title: 'Open Model Release Tops Reasoning Benchmarks',
    site: 'wire',
    ageHours: 5,
    body: 'A new openly licensed language model scores near the top of reasoning benchmarks while running on a single graphics card.',
  },
  {
    topic: 'web security',
    title: 'Browser Vendors Patch an Actively Exploited Flaw',
    site: 'wire',
    ageHours: 3,
    live: true,
    body: 'Browser makers shipped emergency updates for a flaw used in targeted attacks. Users should restart their browsers to apply the fix.',
  },
  {
    topic: 'black holes',
    title: 'Astronomers Image a Black Hole Jet in Detail',
    site: 'herald',
    ageHours: 12,
    body: 'A network of radio telescopes captured the base of a jet launched near a supermassive black hole.',
  },
  {
    topic: 'mars exploration',
    title: 'Live: Mars Lander Touchdown Coverage',
    site: 'herald',
    ageHours: 1,
    live: true,
    body: 'Follow the landing of the new Mars lander as mission control confirms each step of the descent.',
  },
  {
    topic: 'mars exploration',
    title: 'Perseverance Finds Layered Rocks in an Ancient Delta',
    site: 'wire',
    ageHours: 24 * 2,
    body: 'The rover imaged fine layers that formed in standing water billions of years ago.',
  },
  {
    topic: 'climate change',
    title: 'Heatwave Records Fall Across Southern Europe',
    site: 'herald',
    ageHours: 4,
    body: 'Weather services in several countries reported their highest temperatures on record for the month.',
  },
  {
    topic: 'coffee brewing',
    title: 'Coffee Prices Climb as Harvests Shrink',
    site: 'herald',
    ageHours: 20,
    body: 'Drought in growing regions pushed coffee bean prices to a multi-year high, and roasters expect higher prices in cafés.',
  },
  {
    topic: 'marathon running',
    title: 'Berlin Marathon Entries Open with Record Demand',
    site: 'herald',
    ageHours: 24 * 6,
    body: "The lottery for next year's race drew more applicants than ever within its first week.",
  },
  {
    topic: 'lisbon travel',
    title: 'Lisbon Extends Tram 28 Evening Service',
    site: 'herald',
    ageHours: 18,
    body: 'Tram 28 will run later on weekends through the summer to ease crowding during the day.',
  },
  {
    topic: 'berlin travel',
    title: 'Museum Island Reopens a Renovated Gallery',
    site: 'herald',
    ageHours: 9,
    body: 'After four years of work, a renovated gallery on Museum Island reopens with new lighting and a free first weekend.',
  },
  {
    topic: 'tokyo travel',
    title: 'Tokyo Subway Adds More English Announcements',
    site: 'herald',
    ageHours: 24 * 2,
    body: 'More Tokyo subway lines now announce stations and transfers in English and Chinese.',
  },
  {
    topic: 'san francisco travel',
    title: 'Cable Car Line Returns After Track Repairs',
    site: 'herald',
    ageHours: 24 * 5,
    body: 'The Powell-Hyde cable car line is running again after two months of track and cable repairs.',
  },
];
