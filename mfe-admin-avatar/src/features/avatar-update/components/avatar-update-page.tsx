import { useNavigate, useParams } from 'react-router-dom';
import { Page, directoryApi, useAsyncData } from '@receipts/shared';
import { AVATAR_TEXTS, type AvatarKind } from '../api/avatar-kinds';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { AvatarAccess } from './avatar-access';
import { CurrentAvatarCard } from './current-avatar-card';
import { CropDialog } from './crop-dialog';
import { NewAvatarCard } from './new-avatar-card';
import './avatar.css';

/** Only the name and photo matter here, whichever kind it is. */
const loadEntity = (kind: AvatarKind, slug: string): Promise<{ name: string; photo_url: string | null }> => directoryApi[kind].get(slug);

function AvatarUpdate({ kind }: { kind: AvatarKind }) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const texts = AVATAR_TEXTS[kind];
  const entity = useAsyncData(() => loadEntity(kind, slug), [kind, slug]);
  const upload = useAvatarUpload(kind, slug, texts.uploadError, entity.reload);

  return (
    <Page title={texts.title}>
      <div className="avatar-layout">
        <CurrentAvatarCard state={entity.state} loadError={texts.loadError} fallback={texts.fallback} />
        <NewAvatarCard
          preview={upload.preview}
          uploading={upload.uploading}
          progress={upload.progress}
          error={upload.error}
          done={upload.done}
          uploadLabel={texts.upload}
          onChoose={(file) => void upload.choose(file)}
          onUpload={() => void upload.upload()}
          onCancel={() => navigate(`/${kind}/${encodeURIComponent(slug)}`)}
        />
      </div>
      <CropDialog source={upload.source} onCancel={upload.cancelCrop} onCropped={upload.confirmCrop} />
    </Page>
  );
}

const screenFor = (kind: AvatarKind) => () => (
  <AvatarAccess kind={kind}>
    <AvatarUpdate kind={kind} />
  </AvatarAccess>
);

/** /commentators/:slug/avatar, /podcasts/:slug/avatar and /shows/:slug/avatar: one screen, three kinds. */
export const CommentatorAvatarPage = screenFor('commentators');
export const PodcastAvatarPage = screenFor('podcasts');
export const ShowAvatarPage = screenFor('shows');
