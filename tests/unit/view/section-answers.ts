/** Real-shaped `news`, `videos`, `discussions`, `faq` and `infobox` sections (docs/api-reference.md §2.3) for mapper and component tests. */
export const IMG = (name: string) => `https://imgs.search.brave.com/sig/rs:fit:200:200:1:0/g:ce/${name}`;

export const NEWS = {
  type: 'news',
  results: [
    {
      title: 'Herons return to the <strong>Thames</strong>',
      url: 'https://news.example/herons',
      description: 'Grey herons &amp; egrets were seen nesting.',
      age: '2 hours ago',
      page_age: '2025-06-01T10:00:00',
      source: 'The Example Times',
      breaking: true,
      is_live: false,
      thumbnail: { src: IMG('heron') },
      meta_url: {
        scheme: 'https',
        netloc: 'news.example',
        hostname: 'news.example',
        favicon: IMG('fav'),
        path: '› herons',
      },
      profile: { name: 'Example Times', long_name: 'news.example' },
    },
    { title: 'Older story', url: 'https://other.example/story', breaking: false, profile: { name: 'Other' } },
  ],
};

export const VIDEOS = {
  type: 'videos',
  results: [
    {
      type: 'video_result',
      title: 'How herons fish',
      url: 'https://www.youtube.com/watch?v=abc',
      description: 'A <strong>slow-motion</strong> look.',
      age: 'March 3, 2024',
      video: {
        duration: '12:04',
        views: 1234,
        creator: 'Bird Lab',
        publisher: 'YouTube',
        thumbnail: { src: IMG('video-data') },
      },
      thumbnail: { src: IMG('video'), original: 'https://i.ytimg.com/vi/abc/hq.jpg' },
      meta_url: { netloc: 'youtube.com', hostname: 'www.youtube.com', path: '› watch' },
      profile: { name: 'YouTube' },
    },
    {
      type: 'video_result',
      title: 'Heron call',
      url: 'https://vimeo.example/1',
      video: {},
      profile: { name: 'Vimeo' },
    },
  ],
};

export const DISCUSSIONS = {
  type: 'search',
  results: [
    {
      type: 'discussion',
      title: 'r/birding on Reddit: Why do herons stand still?',
      url: 'https://www.reddit.com/r/birding/comments/1',
      age: '3 days ago',
      data: {
        forum_name: 'r/birding',
        num_answers: 12,
        score: '34',
        title: 'Why do herons stand still?',
        question: 'I watched one for an <em>hour</em>.',
        top_comment: 'They wait for fish &amp; frogs.',
      },
    },
    { type: 'discussion', title: 'One reply', url: 'https://forum.example/t/2', data: { num_answers: 1, score: 1 } },
  ],
};

export const FAQ = {
  type: 'faq',
  results: [
    {
      question: 'How long do <strong>herons</strong> live?',
      answer: 'Grey herons live about <strong>5 years</strong> on average.',
      title: 'Grey heron - Bird facts',
      url: 'https://birds.example/heron#faq',
      meta_url: { hostname: 'birds.example' },
    },
    { question: 'Do herons migrate?', answer: 'Some do.', title: 'x', url: 'javascript:alert(1)' },
  ],
};

export const INFOBOX = {
  type: 'graph',
  results: [
    {
      type: 'infobox',
      subtype: 'generic',
      position: 1,
      title: 'Grey heron',
      url: 'https://en.wikipedia.org/wiki/Grey_heron',
      label: 'Species of bird',
      description: 'Bird',
      long_desc: 'The grey heron is a long-legged <strong>wading bird</strong> of the heron family.',
      thumbnail: { src: IMG('infobox'), alt: 'A grey heron' },
      attributes: [
        ['Scientific name', 'Ardea cinerea'],
        ['Wingspan', '155–195 cm'],
      ],
      profiles: [
        {
          type: 'external',
          name: 'Wikipedia',
          url: 'https://en.wikipedia.org/wiki/Grey_heron',
          long_name: 'en.wikipedia.org',
          img: IMG('wp'),
        },
        {
          type: 'external',
          name: 'Wikidata',
          url: 'https://www.wikidata.org/wiki/Q18789',
          img: 'http://insecure.example/wd.png',
        },
      ],
      website_url: 'https://herons.example/',
      ratings: [{ ratingValue: 4.5, bestRating: 5, reviewCount: 1234, profile: { name: 'BirdRate' } }],
      images: [{ src: IMG('image-1') }],
    },
  ],
};
