import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFeedStart } from '../../apollo/useFeedStart.ts';
import { IMAGE_CHANGED, isUnauthenticated } from '../../components/admin/adminApi.ts';
import type { AdminImage_ImageFragment } from '../../generated/graphql.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSessionGate, useAdminSession } from '../../components/admin/AdminSession.tsx';
import { AdminMain, AmberBox, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { useAdminFeed } from '../../components/admin/useAdminFeed.ts';
import { usePresenceEditing } from '../../components/admin/presence/usePresenceEditing.tsx';
import { Badge, statusTone } from '../../components/images/Badge.tsx';
import { CatalogPicture } from '../../components/images/CatalogPicture.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { useToast } from '../../components/toast/toastContext.ts';
import { Container } from '../../components/ui/Container.tsx';
import { imageFormatLabels, learningStatusLabels, perspectiveLabels } from '../../generated/vocabulary.ts';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { imageDetail } from '../../content/imageDetail.ts';
import { dimensionsText, fileSizeText, replaceFile } from '../../content/imageFiles.ts';
import { downloadUrl } from '../../images/downloadUrl.ts';
import { color, layout, shadow } from '../../theme/tokens.ts';
import { CatalogFacts } from './CatalogFacts.tsx';
import { ComplexityBadge } from './ComplexityBadge.tsx';
import { DOWNLOAD_IMAGE, IMAGE_DETAIL } from './detailDocuments.ts';
import { DetailEditForm } from './DetailEditForm.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { ReplaceFile } from './ReplaceFile.tsx';

const copy = imageDetail;

const Notice = styled.div`
  display: grid;
  place-items: center;
  text-align: center;
  gap: 1rem;
  min-height: 55vh;
  padding: 3rem 1rem;
  h1 {
    font-size: clamp(1.75rem, 1.25rem + 2vw, 2.5rem);
  }
  & > div {
    display: grid;
    gap: 1rem;
    justify-items: center;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  h1 {
    font-size: clamp(1.75rem, 1.25rem + 2vw, 2.5rem);
    line-height: 1.15;
    margin-bottom: 0.5rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  & > div {
    display: grid;
    gap: 1.5rem;
  }
`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  border-radius: ${layout.radius};
  overflow: hidden;
  box-shadow: ${shadow.raised};
  background: color-mix(in srgb, ${color.foreground} 6%, ${color.surface});
  img {
    max-height: min(36rem, 75vh);
    object-fit: contain;
  }
  & > p {
    display: grid;
    place-items: center;
    aspect-ratio: 16 / 9;
    margin: 0;
    color: ${color.muted};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.75rem;
  dt {
    font-weight: 650;
    font-size: 0.875rem;
    color: ${color.muted};
  }
  dd {
    margin: 0.125rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** A panel named by its heading, so it is a landmark region. */
function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{title}</PanelTitle>
      {children}
    </Panel>
  );
}

const TagList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.25rem 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

export default function ImageDetailPage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={copy.loading} />} signedOut={<AccessRequired />}>
      <ImageDetail />
    </AdminSessionGate>
  );
}

function AccessRequired() {
  return (
    <Container>
      <Notice>
        <div>
          <h1>{copy.accessRequired.title}</h1>
          <p>{copy.accessRequired.body}</p>
          <Link to={copy.accessRequired.link.href} css={button.primary}>
            {copy.accessRequired.link.label}
          </Link>
        </div>
      </Notice>
    </Container>
  );
}

function ImageDetail() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(IMAGE_DETAIL, { variables: { id } });
  // The image's changes from the position it was read at: an edit saved while the page loaded still arrives.
  const feed = useAdminFeed();
  const start = useFeedStart([data?.imagePosition], `${feed.signIns}:${id}`);
  useSubscription(IMAGE_CHANGED, { variables: { id, after: start.after }, skip: start.skip || feed.ended, onError: feed.onError });
  const { reportUnauthenticated } = useAdminSession();

  useEffect(() => {
    if (error && isUnauthenticated(error)) reportUnauthenticated();
  }, [error, reportUnauthenticated]);

  if (loading && !data) return <AdminLoading label={copy.loading} />;
  const image = data?.image;
  if (!image) {
    return (
      <Container>
        <Notice>
          <div>
            <h1>{copy.notFound.title}</h1>
            <p>{copy.notFound.body}</p>
            <Link to={copy.notFound.link.href} css={button.primary}>
              {copy.notFound.link.label}
            </Link>
          </div>
        </Notice>
      </Container>
    );
  }
  return <ImageDetailView image={image} />;
}

function ImageDetailView({ image }: { readonly image: AdminImage_ImageFragment }) {
  const [editing, setEditing] = useState(false);
  const presence = usePresenceEditing(image.id, editing, setEditing);
  const id = useId();
  const [downloadImage, { loading: downloading }] = useMutation(DOWNLOAD_IMAGE);
  const { toast } = useToast();

  const download = async (fileUrl: string) => {
    try {
      await downloadImage({ variables: { id: image.id } });
      const link = document.createElement('a');
      link.href = downloadUrl(fileUrl);
      link.download = image.filename;
      link.click();
    } catch {
      toast({ title: copy.downloadFailed, variant: 'destructive' });
    }
  };

  return (
    <Container>
      <AdminMain>
        <BackLink cta={copy.back} />
        <Header>
          <div>
            <h1>{image.title}</h1>
            <Row>
              <Badge tone={statusTone(image.learningStatus)}>{learningStatusLabels[image.learningStatus]}</Badge>
              <Badge tone="neutral">{perspectiveLabels[image.perspective]}</Badge>
            </Row>
          </div>
          <button type="button" css={editing ? button.secondary : button.primary} aria-expanded={editing} onClick={presence.toggle} ref={presence.editButtonRef}>
            {editing ? copy.cancelEdit : copy.edit}
          </button>
        </Header>
        {presence.header}
        <Columns>
          <div>
            {editing && (
              <div id={`${id}-edit`}>
                {presence.formNotice}
                <DetailEditForm image={image} onDone={presence.done} />
              </div>
            )}
            <Figure>
              {image.file ? (
                <CatalogPicture file={image.file} alt={image.description || image.title} sizes="(min-width: 1280px) 44rem, (min-width: 1024px) 58vw, 92vw" priority />
              ) : (
                <p>{creativeJourney.card.unavailable}</p>
              )}
              <ComplexityBadge level={image.complexityLevel} />
            </Figure>
            <Row style={{ justifyContent: 'space-between' }}>
              <button type="button" css={button.primary} onClick={() => image.file && void download(image.file.url)} disabled={downloading || !image.file}>
                {copy.download}
              </button>
              <Muted>
                {copy.downloads(image.downloadCount)} · {copy.filename}: <code>{image.filename}</code>
                {image.file && (
                  <span data-testid="image-file-facts">
                    {' · '}
                    {replaceFile.current(dimensionsText(image.file.width, image.file.height), imageFormatLabels[image.file.format], fileSizeText(image.file.bytes))}
                  </span>
                )}
              </Muted>
            </Row>
            <ReplaceFile image={image} />
            <Section title={copy.details.title}>
              <Facts>
                <div>
                  <dt>{copy.details.description}</dt>
                  <dd>{image.description}</dd>
                </div>
                <div>
                  <dt>{copy.details.extendedDescription}</dt>
                  <dd>{image.extendedDescription}</dd>
                </div>
              </Facts>
            </Section>
            <Section title={copy.creative.title}>
              <Facts>
                <div>
                  <dt>{copy.creative.prompt}</dt>
                  <dd>{image.prompt}</dd>
                </div>
                {image.designPhilosophy && (
                  <div>
                    <dt>{copy.creative.philosophy}</dt>
                    <dd>{image.designPhilosophy}</dd>
                  </div>
                )}
                <div>
                  <dt>{copy.creative.quality}</dt>
                  <dd>{image.rejectionReason ? <AmberBox>{image.rejectionReason}</AmberBox> : copy.creative.noIssues}</dd>
                </div>
                {image.correctionApproach && (
                  <div>
                    <dt>{copy.creative.corrected}</dt>
                    <dd>{image.correctionApproach}</dd>
                  </div>
                )}
                <CatalogFacts image={image} />
              </Facts>
            </Section>
          </div>
          <div>
            <Section title={copy.licensing.title}>
              <p>
                <strong>{image.licensing}</strong>
              </p>
              <Muted>{copy.licensing.freeText}</Muted>
              <h3 style={{ fontSize: '1rem' }}>{copy.licensing.usedTitle}</h3>
              {image.usageLocations.length > 0 ? (
                <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' }}>
                  {image.usageLocations.map((location) => (
                    <li key={`${location.page}-${location.section}`}>
                      {location.url ? <Link to={location.url}>{location.page}</Link> : location.page} – {location.section}
                    </li>
                  ))}
                </ul>
              ) : (
                <Muted>{copy.licensing.notUsed}</Muted>
              )}
            </Section>
            <Section title={copy.tags.title}>
              <Facts>
                <div>
                  <dt>{copy.tags.tags}</dt>
                  <dd>
                    {image.tags.length > 0 ? (
                      <TagList>
                        {image.tags.map((tag) => (
                          <li key={tag}>
                            <Badge tone="neutral">{tag}</Badge>
                          </li>
                        ))}
                      </TagList>
                    ) : (
                      copy.tags.none
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{copy.tags.keywords}</dt>
                  <dd>{image.searchKeywords || copy.tags.none}</dd>
                </div>
              </Facts>
            </Section>
            <HistoryPanel image={image} />
          </div>
        </Columns>
      </AdminMain>
    </Container>
  );
}
