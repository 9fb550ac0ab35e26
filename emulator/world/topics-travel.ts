import type { TopicSeed } from './types';

/** City guides (the places in world/places-*.ts sit in these cities), plus non-English and adult pages. */
export const TRAVEL_TOPICS: readonly TopicSeed[] = [
  {
    topic: 'lisbon travel',
    followups: ['best pastel de nata in lisbon', 'lisbon tram 28 tips', 'day trips from lisbon'],
    facts: [
      'Lisbon is the hilly capital of Portugal, on the estuary of the Tagus river.',
      'Tram 28 climbs through Alfama, Graça and Baixa; ride it early in the morning to avoid queues.',
      "Pastel de nata, a custard tart with flaky pastry, is Lisbon's best known sweet.",
      'Sintra, with its palaces and forest, is the most popular day trip from Lisbon.',
      'Miradouros are viewpoints; São Pedro de Alcântara and Senhora do Monte look over the whole city.',
      'Coffee in Lisbon is strong and cheap: order a bica for an espresso or a galão for milky coffee.',
    ],
    pages: [
      ['Lisbon', 'wiki'],
      ['Three Days in Lisbon: An Itinerary', 'travel'],
      ['Lisbon Tram 28: Tips & Timetable', 'blog'],
      ['The Best Pastel de Nata in Lisbon', 'food'],
      ['Day Trips from Lisbon: Sintra, Cascais & Évora', 'travel'],
      ['Is Lisbon walkable with kids?', 'forum'],
    ],
  },
  {
    topic: 'berlin travel',
    followups: ['berlin wall memorial visit', 'museum island berlin tickets', 'berlin on a budget'],
    facts: [
      'Berlin is the capital of Germany, known for its history, museums, parks and nightlife.',
      'The Berlin Wall divided the city from 1961 to 1989; a stretch survives at the Bernauer Strasse memorial.',
      'Museum Island holds five major museums, including the Pergamon and the Neues Museum.',
      'A day ticket for zones A and B covers the U-Bahn, S-Bahn, trams & buses in central Berlin.',
      'Tempelhofer Feld, a former airport, is now one of the largest city parks in the world.',
      "Berlin's coffee scene is strong in Kreuzberg and Neukölln, with many small roasters.",
    ],
    pages: [
      ['Berlin', 'wiki'],
      ['Visiting the Berlin Wall Memorial', 'history'],
      ['Museum Island Berlin: Tickets & Tips', 'travel'],
      ['Berlin on a Budget', 'blog'],
      ['Tempelhofer Feld: From Airport to Park', 'news'],
      ['Which Berlin neighbourhood should I stay in?', 'forum'],
    ],
  },
  {
    topic: 'tokyo travel',
    followups: ['best ramen in tokyo', 'tokyo subway pass', 'tokyo museums for a rainy day'],
    facts: [
      'Tokyo is the capital of Japan and one of the largest cities in the world.',
      'Ramen shops in Tokyo often sell tickets from a vending machine at the door before you sit down.',
      'A prepaid IC card such as Suica works on almost every train, subway & bus in Tokyo.',
      'The Tokyo National Museum in Ueno Park holds the largest collection of Japanese art.',
      'Shibuya Crossing, Senso-ji temple in Asakusa and Meiji Shrine are the classic first-day sights.',
      'Sushi counters serve omakase courses chosen by the chef, and many need a reservation.',
    ],
    pages: [
      ['Tokyo', 'wiki'],
      ['The Best Ramen in Tokyo, by Neighbourhood', 'food'],
      ['Tokyo Subway & IC Card Guide', 'travel'],
      ['Tokyo Museums for a Rainy Day', 'blog'],
      ["Five Days in Tokyo: A First-Timer's Plan", 'travel'],
      ['Do I need a reservation for sushi in Tokyo?', 'forum'],
    ],
  },
  {
    topic: 'san francisco travel',
    followups: ['golden gate bridge walk', 'san francisco cable car tips', 'best coffee in san francisco'],
    facts: [
      'San Francisco sits on a hilly peninsula between the Pacific Ocean and San Francisco Bay.',
      'Walking across the Golden Gate Bridge takes about 35 minutes each way; bring a jacket for the wind.',
      "Cable cars have run on the city's hills since 1873; the Powell-Hyde line has the best bay views.",
      "The Mission District is known for murals, taquerias and some of the city's best coffee roasters.",
      "Golden Gate Park holds museums, gardens & lakes and is larger than New York's Central Park.",
      'Summer fog, called Karl by locals, keeps San Francisco cool when inland California is hot.',
    ],
    pages: [
      ['San Francisco', 'wiki'],
      ['Walking the Golden Gate Bridge', 'travel'],
      ['San Francisco Cable Car Tips', 'blog'],
      ['The Best Coffee in San Francisco', 'food'],
      ['Golden Gate Park: Museums, Gardens & Lakes', 'travel'],
      ['Why is San Francisco so cold in July?', 'forum'],
    ],
  },
  {
    topic: 'berlin cabaret',
    adult: true,
    followups: ['berlin nightlife guide', 'history of berlin cabaret', 'berlin club dress code'],
    facts: [
      'Berlin cabaret and burlesque shows are adult entertainment with nudity and are for guests over 18 only.',
      'Cabaret in 1920s Berlin mixed satire, music and dance in small late-night venues.',
      'Burlesque revues in Berlin usually start after 10 pm and sell out on weekends.',
      'Many Berlin nightlife venues have strict door policies and no photography rules.',
      'Tickets for adult shows are checked against photo ID at the door.',
      "The city's nightlife stays open late, with some clubs running from Saturday night into Monday.",
    ],
    pages: [
      ['Berlin Burlesque & Cabaret Tonight (18+)', 'night'],
      ['Adult Nightlife in Berlin: A Late-Night Guide', 'night'],
      ['Berlin Cabaret Listings for the Weekend (18+)', 'night'],
    ],
  },
];

/** A few pages in other languages, for search_lang. */
export const FOREIGN_PAGES: ReadonlyArray<{ title: string; site: string; language: string; body: string }> = [
  {
    title: 'Lisboa: guia de cafés e pastelarias',
    site: 'travel',
    language: 'pt',
    body: 'Lisboa tem cafés históricos e pastelarias com pastel de nata acabado de sair do forno. Peça uma bica ao balcão. O café em Lisboa é forte e barato.',
  },
  {
    title: 'Elétrico 28 em Lisboa: horários e dicas',
    site: 'blog',
    language: 'pt',
    body: 'O elétrico 28 atravessa Alfama, Graça e Baixa. Vá cedo de manhã para evitar filas. Os bilhetes compram-se a bordo ou com o cartão Viva Viagem.',
  },
  {
    title: 'Berlin: Museumsinsel und Mauergedenkstätte',
    site: 'travel',
    language: 'de',
    body: 'Die Museumsinsel in Berlin beherbergt fünf große Museen. An der Bernauer Straße erinnert die Gedenkstätte an die Berliner Mauer. Ein Tagesticket gilt für U-Bahn und S-Bahn.',
  },
  {
    title: 'Kaffee in Berlin: die besten Röstereien',
    site: 'blog',
    language: 'de',
    body: 'Kreuzberg und Neukölln haben viele kleine Röstereien. Der Kaffee in Berlin ist oft hell geröstet. Viele Cafés öffnen schon um acht Uhr.',
  },
  {
    title: '東京のラーメン名店ガイド',
    site: 'food',
    language: 'ja',
    body: '東京のラーメン店では入口の券売機で食券を買います。醤油ラーメンと豚骨ラーメンが人気です。昼どきは行列ができます。',
  },
  {
    title: '東京の美術館と博物館',
    site: 'travel',
    language: 'ja',
    body: '上野公園の東京国立博物館には日本美術の大きなコレクションがあります。雨の日は美術館めぐりがおすすめです。',
  },
];
