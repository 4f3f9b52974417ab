import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Card, Chip, Spinner, isApiError, useDocumentTitle, useIsStaff } from '@receipts/shared';
import { useAsyncData } from '@receipts/shared';
import { DIRECTORY_TEXTS, type DirectoryKind } from '../api/directory-kinds';
import type { SocialHandles } from '../api/social-links';
import type { FollowTarget } from '../hooks/use-follow';
import { FollowButton } from './follow-button';
import { SocialLinks } from './social-links';
import { PunditReceipts } from './pundit-receipts';
import './directory.css';

type Entity = FollowTarget & SocialHandles & { sport_league_name: string | null };

interface EntityDetailProps<T extends Entity> {
  kind: DirectoryKind;
  load: (slug: string) => Promise<T>;
  icon: (entity: T) => ReactNode;
  chips?: (entity: T) => ReactNode;
  children: (entity: T) => ReactNode;
}

/** Directory detail pages: loading, not found, failure, then the header and the kind's own sections. */
export function EntityDetail<T extends Entity>({ kind, load, icon, chips, children }: EntityDetailProps<T>) {
  const { slug = '' } = useParams();
  const isStaff = useIsStaff();
  const texts = DIRECTORY_TEXTS[kind];
  const { state } = useAsyncData(() => load(slug), [slug, load]);
  useDocumentTitle(state.status === 'success' ? state.data.name : null);

  if (state.status === 'loading') {
    return (
      <section className="rc-page directory-center">
        <Spinner label={`Loading ${texts.followType}`} />
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="rc-page">
        <Alert>{isApiError(state.error, 404) ? texts.notFound : texts.detailError}</Alert>
      </section>
    );
  }
  const entity = state.data;
  return (
    <section className="rc-page directory-detail">
      <Card>
        <header className="directory-detail__head">
          {icon(entity)}
          <div style={{ flex: 1, minWidth: 200 }}>
            <h1>{entity.name}</h1>
            <div className="directory-row">
              {entity.sport_league_name && <Chip>{entity.sport_league_name}</Chip>}
              {chips?.(entity)}
              <SocialLinks entity={entity} />
            </div>
          </div>
          <div className="directory-row">
            <FollowButton type={texts.followType} target={entity} />
            {isStaff && (
              <Link className="rc-button" to={`/${kind}/${encodeURIComponent(entity.slug || slug)}/avatar`}>
                Update Avatar
              </Link>
            )}
          </div>
        </header>
      </Card>
      <PunditReceipts kind={kind} followType={texts.followType} slug={entity.slug || slug} />
      {children(entity)}
    </section>
  );
}
