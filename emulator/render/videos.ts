import { VIDEOS_BY_TOPIC, type WorldVideo } from '../world/videos';
import { siteFor } from '../world/sites';
import { thumbnail } from './images';
import { isFresh, resultBase, type SectionContext } from './result-base';
import { SECTION_MAX_RESULTS } from '../assumptions';

/** 754 s → "12:34"; an hour or more → "1:02:03". */
function duration(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`;
}

/** A VideoResult (§2.3, §8.3). */
export function videoResult(video: WorldVideo, context: SectionContext) {
  const site = siteFor('video');
  const picture = thumbnail(
    context.origin,
    `video-${video.slug}`,
    `https://img.${site.host.replace(/^www\./, '')}/vi/${video.slug}.jpg`,
  );
  return {
    type: 'video_result',
    ...resultBase(
      {
        title: video.title,
        url: video.url,
        description: video.description,
        siteName: site.name,
        familyFriendly: video.familyFriendly,
        ageHours: video.ageHours,
      },
      context,
    ),
    video: {
      duration: duration(video.durationSeconds),
      views: video.views,
      creator: video.creator,
      publisher: site.name,
      thumbnail: picture,
    },
    thumbnail: picture,
  };
}

/** The `videos` section of a topic (A35); undefined when nothing passes the filters. */
export function videosSection(topic: string, context: SectionContext) {
  const videos = (VIDEOS_BY_TOPIC.get(topic) ?? [])
    .filter((video) => isFresh(video.ageHours, context))
    .slice(0, SECTION_MAX_RESULTS.videos);
  return videos.length === 0
    ? undefined
    : { type: 'videos', results: videos.map((video) => videoResult(video, context)), mutated_by_goggles: false };
}
