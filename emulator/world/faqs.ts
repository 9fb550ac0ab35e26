/**
 * Questions the world's pages answer (their FAQ markup): the answer is one of the topic's facts, the page one of
 * its pages. Topics without an entry have no `faq` section.
 */
interface FaqSeed {
  topic: string;
  items: ReadonlyArray<readonly [question: string, factIndex: number, pageIndex: number]>;
}

export const FAQS: readonly FaqSeed[] = [
  {
    topic: 'python programming',
    items: [
      ['What is Python used for?', 0, 0],
      ['What is a Python virtual environment?', 1, 2],
      ['How do I install Python packages?', 5, 1],
    ],
  },
  {
    topic: 'typescript',
    items: [
      ['What is the difference between TypeScript and JavaScript?', 0, 4],
      ['What does strict mode do in TypeScript?', 1, 2],
      ['How do I migrate a JavaScript project to TypeScript?', 4, 3],
    ],
  },
  {
    topic: 'rust programming',
    items: [
      ['Why is Rust memory safe?', 0, 0],
      ['What is ownership in Rust?', 1, 1],
      ['What is Cargo?', 3, 4],
    ],
  },
  {
    topic: 'machine learning',
    items: [
      ['What is a neural network?', 2, 1],
      ['What is the difference between supervised and unsupervised learning?', 1, 2],
      ['How do I avoid overfitting?', 3, 3],
    ],
  },
  {
    topic: 'web security',
    items: [
      ['What is cross-site scripting?', 0, 0],
      ['How do I prevent XSS?', 1, 1],
      ['What is a Content Security Policy?', 2, 2],
    ],
  },
  {
    topic: 'browser extensions',
    items: [
      ['What is Manifest V3?', 1, 1],
      ['What is the difference between content scripts and background scripts?', 2, 2],
    ],
  },
  {
    topic: 'electric cars',
    items: [
      ['How long do electric car batteries last?', 1, 1],
      ['Why do electric cars lose range in winter?', 3, 3],
    ],
  },
  {
    topic: 'solar energy',
    items: [
      ['Do solar panels work on cloudy days?', 2, 3],
      ['How many solar panels do I need?', 1, 1],
    ],
  },
  {
    topic: 'black holes',
    items: [
      ['How do black holes form?', 2, 2],
      ['What is an event horizon?', 1, 1],
      ['Can anything escape a black hole?', 0, 0],
    ],
  },
  {
    topic: 'mars exploration',
    items: [
      ['Is there water on Mars?', 3, 3],
      ['How long does it take to get to Mars?', 5, 2],
    ],
  },
  { topic: 'ancient rome', items: [['When did the Roman Empire fall?', 3, 1]] },
  { topic: 'medieval castles', items: [['What is a castle keep?', 1, 1]] },
  {
    topic: 'climate change',
    items: [
      ['What causes climate change?', 0, 1],
      ['How can I reduce my carbon footprint?', 5, 2],
    ],
  },
  {
    topic: 'photography',
    items: [
      ['What is the exposure triangle?', 0, 1],
      ['What is the rule of thirds?', 3, 3],
    ],
  },
  {
    topic: 'chess',
    items: [
      ['What are the best chess openings for beginners?', 2, 1],
      ['How can I get better at chess?', 3, 3],
    ],
  },
  {
    topic: 'guitar',
    items: [
      ['How do I tune a guitar?', 4, 2],
      ['Which guitar chords should beginners learn first?', 1, 1],
    ],
  },
  {
    topic: 'coffee brewing',
    items: [
      ['How long should a French press steep?', 1, 1],
      ['What is a good coffee to water ratio?', 5, 2],
      ['How do you make cold brew?', 4, 3],
    ],
  },
  {
    topic: 'sourdough bread',
    items: [
      ['How long does a sourdough starter take?', 1, 1],
      ['Why is my sourdough dense?', 4, 3],
    ],
  },
  {
    topic: 'marathon running',
    items: [
      ['How long is a marathon?', 0, 0],
      ['How long should marathon training take?', 1, 1],
    ],
  },
  {
    topic: 'yoga',
    items: [
      ['Can beginners do yoga at home?', 1, 1],
      ['What is the difference between yoga and pilates?', 4, 3],
    ],
  },
  {
    topic: 'growing tomatoes',
    items: [
      ['Why are my tomato leaves turning yellow?', 3, 2],
      ['When should I plant tomatoes?', 1, 1],
    ],
  },
  {
    topic: 'houseplants',
    items: [
      ['Which houseplants do well in low light?', 0, 1],
      ['How often should I water houseplants?', 1, 2],
      ['Which houseplants are toxic to pets?', 3, 3],
    ],
  },
  {
    topic: 'cat care',
    items: [
      ['How much should a cat eat?', 0, 1],
      ['Why does my cat scratch furniture?', 1, 2],
    ],
  },
  {
    topic: 'dog training',
    items: [
      ['How much exercise does a dog need?', 3, 3],
      ['How do I stop my puppy biting?', 1, 1],
    ],
  },
  {
    topic: 'lisbon travel',
    items: [
      ['What is the best day trip from Lisbon?', 3, 4],
      ['When should I ride Tram 28?', 1, 2],
    ],
  },
  {
    topic: 'berlin travel',
    items: [
      ['How many museums are on Museum Island?', 2, 2],
      ['Where can I still see the Berlin Wall?', 1, 1],
    ],
  },
  {
    topic: 'tokyo travel',
    items: [
      ['How do I pay for the subway in Tokyo?', 2, 2],
      ['Do I need a reservation for sushi in Tokyo?', 5, 5],
    ],
  },
  {
    topic: 'san francisco travel',
    items: [
      ['How long does it take to walk the Golden Gate Bridge?', 1, 1],
      ['Why is San Francisco cold in summer?', 5, 5],
    ],
  },
];
