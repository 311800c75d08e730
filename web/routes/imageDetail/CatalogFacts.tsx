import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { AdminImage_ImageFragment } from '../../generated/graphql.ts';
import { CATALOG_SESSIONS } from '../../components/catalogForm/catalogApi.ts';
import { generationParamsText } from '../../components/catalogForm/generationParams.ts';
import { catalogAdminLinks, detailFormCopy } from '../../content/catalogAdmin.ts';
import { uploadedFile } from '../../content/imageFiles.ts';
import { journeyStageLabels } from '../../generated/vocabulary.ts';

/** The image's stage, session and generation parameters (an uploaded image has none), as entries of the Creative Process facts. */
export function CatalogFacts({ image }: { readonly image: AdminImage_ImageFragment }) {
  const { data: sessionsData } = useQuery(CATALOG_SESSIONS);
  const session = sessionsData?.creativeSessions.find((candidate) => candidate.id === image.sessionId);
  return (
    <>
      <div>
        <dt>{detailFormCopy.stage}</dt>
        <dd>{journeyStageLabels[image.journeyStage]}</dd>
      </div>
      <div>
        <dt>{detailFormCopy.session}</dt>
        <dd data-testid="image-session">{session ? <Link to={catalogAdminLinks.sessions.href}>{session.title}</Link> : image.sessionId}</dd>
      </div>
      <div>
        <dt>{detailFormCopy.parameters}</dt>
        <dd data-testid="image-parameters">{image.generationParams == null ? uploadedFile : generationParamsText(image.generationParams)}</dd>
      </div>
    </>
  );
}
