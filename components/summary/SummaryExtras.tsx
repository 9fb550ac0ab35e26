/** What follows a summary: the entities it mentions and follow-up questions (buttons when `onFollowup` is given). */
import type { EntityView } from '@/utils/contract/view-schemas';
import { safeHttpUrl, safeImageUrl } from '@/utils/ui-safe/richtext/links';
import { t } from '@/utils/ui-safe/i18n';
import { Heading, type Level } from '../common/Heading';
import { EXTERNAL_LINK, RichText } from '../common/RichText';

export function SummaryEntities({ entities, headingLevel }: { entities: readonly EntityView[]; headingLevel: Level }) {
  if (entities.length === 0) return null;
  return (
    <section class="scout-summary-entities">
      <Heading level={headingLevel}>{t('summaryEntitiesHeading')}</Heading>
      <ul>
        {entities.map((entity) => {
          const href = safeHttpUrl(entity.url);
          const name = (
            <strong>
              <bdi>{entity.name}</bdi>
            </strong>
          );
          return (
            <li key={entity.name}>
              {href ? (
                <a href={href} {...EXTERNAL_LINK}>
                  {name}
                </a>
              ) : (
                name
              )}
              {entity.text && (
                <p>
                  <RichText nodes={entity.text} />
                </p>
              )}
              {entity.images.map((image) => {
                const src = safeImageUrl(image.src);
                return (
                  src && (
                    <img
                      key={src}
                      class="scout-entity-image"
                      src={src}
                      alt={image.alt || entity.name}
                      loading="lazy"
                      referrerpolicy="no-referrer"
                    />
                  )
                );
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface SummaryFollowupsProps {
  followups: readonly string[];
  /** Gets the click too, so the in-page panel can act only on a real user's (`isTrusted`) click. */
  onFollowup?: (question: string, event: Event) => void;
  headingLevel: Level;
}

export function SummaryFollowups({ followups, onFollowup, headingLevel }: SummaryFollowupsProps) {
  if (followups.length === 0) return null;
  return (
    <section class="scout-summary-followups">
      <Heading level={headingLevel}>{t('summaryFollowupsHeading')}</Heading>
      <ul>
        {followups.map((question) => (
          <li key={question}>
            {onFollowup ? (
              <button type="button" class="scout-followup" onClick={(event) => onFollowup(question, event)}>
                <bdi>{question}</bdi>
              </button>
            ) : (
              <bdi>{question}</bdi>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
