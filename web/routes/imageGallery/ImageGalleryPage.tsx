import styled from '@emotion/styled';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { BackLink } from '../../components/BackLink.tsx';
import { Badge } from '../../components/images/Badge.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { buttonStyle } from '../../components/ui/buttonStyles.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { imageGallery } from '../../content/imageGallery.ts';
import { shell } from '../../content/site.ts';
import { staticGallery } from '../../content/staticGallery.ts';
import { graphql } from '../../generated/gql.ts';
import type { StaticGalleryQuery } from '../../generated/graphql.ts';
import { aspectRatioLabels, perspectiveLabels } from '../../generated/vocabulary.ts';
import { color, font, layout } from '../../theme/tokens.ts';

const STATIC_GALLERY_QUERY = graphql(`
  query StaticGallery {
    staticGallery {
      filename
      url
      timestamp
      prompt
      perspective
      description
      parameters {
        minimalism
        colorPalette
        aspectRatio
      }
    }
  }
`);

type StaticGalleryItem = StaticGalleryQuery['staticGallery'][number];

const Body = styled.div`
  display: grid;
  gap: calc(${layout.spacing} * 1.25);
  padding-block: calc(${layout.spacing} * 1.25) calc(${layout.spacing} * 2);
`;

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${layout.radius};
  background: color-mix(in srgb, ${color.foreground} 8%, ${color.surface});
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  align-items: center;
`;

const Small = styled.p`
  font-size: 0.875rem;
  color: ${color.muted};
`;

const Prompt = styled.p`
  padding: 0.625rem 0.875rem;
  border-radius: ${layout.radius};
  background: color-mix(in srgb, ${color.foreground} 5%, ${color.surface});
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8125rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
`;

const Overlay = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 1.5rem;
  border: 0;
  background: rgb(10 10 15 / 0.94);
  &[open] {
    display: grid;
    grid-template-rows: auto 1fr;
    gap: 1rem;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    min-height: 0;
  }
  button {
    justify-self: end;
  }
`;

const Debug = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1.5rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    font-family: ${font.body};
    font-size: 1rem;
  }
  ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding-left: 1.25rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
  a {
    color: ${color.foreground};
  }
`;

function FullView({ item, onClose }: { readonly item: StaticGalleryItem; readonly onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <Overlay
      ref={ref}
      aria-label={perspectiveLabels[item.perspective]}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" css={buttonStyle('inverse')} onClick={onClose} autoFocus>
        {imageGallery.close}
      </button>
      <img src={item.url} alt={item.description} width={1600} height={900} decoding="async" />
    </Overlay>
  );
}

export default function ImageGalleryPage() {
  const { data, error } = useQuery(STATIC_GALLERY_QUERY);
  const [full, setFull] = useState<StaticGalleryItem | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const items = data?.staticGallery ?? [];

  return (
    <>
      <PageHeader before={<BackLink cta={staticGallery.backLink} />} title={staticGallery.title} subtitle={imageGallery.subtitle} />
      <Container>
        <Body>
          {error && !data && <p role="alert">{imageGallery.error}</p>}
          {!data && !error && <p aria-busy="true">{imageGallery.loading}</p>}
          <Grid>
            {items.map((item) => {
              const label = perspectiveLabels[item.perspective];
              return (
                <Card key={item.filename} data-testid="gallery-card">
                  <Frame>
                    <img src={item.url} alt={item.description} width={1600} height={900} loading="lazy" decoding="async" />
                  </Frame>
                  <Row>
                    <Badge tone="primary">{label}</Badge>
                  </Row>
                  <h2 css={{ fontSize: '1.125rem', lineHeight: 1.35 }}>{item.description}</h2>
                  <Small>
                    {imageGallery.generatedAt}{' '}
                    <time dateTime={item.timestamp}>{new Date(item.timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  </Small>
                  <div>
                    <Small as="h3" css={{ fontWeight: 700, fontFamily: font.body }}>
                      {imageGallery.prompt}
                    </Small>
                    <Prompt>{item.prompt}</Prompt>
                  </div>
                  <Row role="list" aria-label={imageGallery.parametersLabel}>
                    <Badge role="listitem">{imageGallery.minimalism(item.parameters.minimalism)}</Badge>
                    <Badge role="listitem">{imageGallery.palette(item.parameters.colorPalette)}</Badge>
                    <Badge role="listitem">{imageGallery.aspectRatio(aspectRatioLabels[item.parameters.aspectRatio])}</Badge>
                  </Row>
                  <Actions>
                    <button
                      type="button"
                      css={buttonStyle('secondary')}
                      aria-label={imageGallery.viewFullLabel(label)}
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setFull(item);
                      }}
                    >
                      {imageGallery.viewFull}
                    </button>
                    <a href={item.url} download={item.filename} css={buttonStyle('primary')} aria-label={imageGallery.downloadLabel(label)}>
                      {imageGallery.download}
                    </a>
                  </Actions>
                </Card>
              );
            })}
          </Grid>
          {data && (
            <Debug aria-labelledby="gallery-debug">
              <h2 id="gallery-debug">{imageGallery.debug.title}</h2>
              <p data-testid="gallery-count">{imageGallery.debug.count(items.length)}</p>
              <h3>{imageGallery.debug.urls}</h3>
              <ul>
                {items.map((item) => (
                  <li key={item.url}>{item.url}</li>
                ))}
              </ul>
              <h3>{imageGallery.debug.test}</h3>
              <ul>
                {items.map((item) => (
                  <li key={item.url}>
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      {imageGallery.debug.open(item.filename)}
                      <VisuallyHidden> {shell.newTabNote}</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </ul>
            </Debug>
          )}
        </Body>
      </Container>
      {full && (
        <FullView
          item={full}
          onClose={() => {
            setFull(null);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
