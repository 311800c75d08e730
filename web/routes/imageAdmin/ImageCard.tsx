import styled from '@emotion/styled';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useFragment } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { graphql } from '../../generated/gql.ts';
import type { AdminGridImage_ImageFragment, AdminImage_ImageFragment } from '../../generated/graphql.ts';
import {
  cardEditInput,
  changedFields,
  generationParamsView,
  presetRejectionReasons,
  truncatePreset,
  type CardEditValues,
} from '../../components/admin/adminLogic.ts';
import { AmberBox, Field, Row, button } from '../../components/admin/adminStyles.ts';
import { Badge, statusTone } from '../../components/images/Badge.tsx';
import { CatalogPicture } from '../../components/images/CatalogPicture.tsx';
import { ConflictNotice } from '../../components/admin/ConflictNotice.tsx';
import { useEditConflict, type EditedForm } from '../../components/admin/useEditConflict.ts';
import { useEditImage } from '../../components/admin/useEditImage.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { learningStatusLabels, learningStatusValues, perspectiveLabels, type ImageEditInputField } from '../../generated/vocabulary.ts';
import { color, layout, shadow } from '../../theme/tokens.ts';
import { CardArchiveAction } from './ArchiveActions.tsx';
import { catalogCopy } from './catalogCopy.ts';

const copy = imageAdmin.card;

/**
 * What the card reads of an image: the admin image (its inline edit form reads that) and whether it
 * is archived. The grid's query, and archive and restore, answer with it.
 */
export const ADMIN_GRID_IMAGE_FRAGMENT = graphql(`
  fragment AdminGridImage_image on CreativeImage {
    ...AdminImage_image
    archivedAt
  }
`);

const CardShell = styled.article<{ selected: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${color.surface};
  border: 1.5px solid ${({ selected }) => (selected ? color.primary : color.border)};
  border-radius: ${layout.radius};
  box-shadow: ${shadow.card};
  overflow: hidden;
  ${({ selected }) => (selected ? `outline: 2px solid ${color.primary}; outline-offset: 0;` : '')}
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${color.border};
  label {
    display: inline-flex;
    align-items: center;
    min-width: 2rem;
    min-height: 2rem;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${color.primary};
    cursor: pointer;
  }
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  flex: none;
  background: color-mix(in srgb, ${color.foreground} 6%, ${color.surface});
  picture {
    position: absolute;
    inset: 0;
  }
  picture img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > span {
    position: absolute;
    left: 0.5rem;
    bottom: 0.5rem;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 0.875rem 1rem 1rem;
  flex: 1;
  h3 {
    font-size: 1.0625rem;
    line-height: 1.3;
  }
  h3 a {
    color: inherit;
    text-decoration-color: ${color.primary};
    text-underline-offset: 0.2em;
  }
  p {
    font-size: 0.9rem;
  }
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  color: ${color.muted};
  font-size: 0.8125rem !important;
`;

const Params = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.125rem 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  background: ${color.tint};
  font-size: 0.8125rem;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  & > * {
    flex: 1 1 auto;
  }
`;

export interface ImageCardProps {
  readonly image: AdminGridImage_ImageFragment;
  readonly selected: boolean;
  readonly onToggleSelect: (id: string, shiftKey: boolean) => void;
  /** After this image was archived or restored from its card. */
  readonly onArchiveDone?: (id: string) => void;
  /** When its inline editor opens or closes: the grid keeps a card being edited. */
  readonly onEditingChange?: (id: string, editing: boolean) => void;
  /** Kept in the grid for its open editor though the grid's filters, order or page no longer include it. */
  readonly outOfView?: boolean;
}

export function ImageCard({ image: listed, selected, onToggleSelect, onArchiveDone, onEditingChange, outOfView = false }: ImageCardProps) {
  const image = useKeptImage(listed, outOfView);
  const [editing, setEditing] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const params = generationParamsView(image.generationParams);

  const setEditorOpen = (open: boolean) => {
    setEditing(open);
    onEditingChange?.(image.id, open);
  };
  // Focus moves to the toggle before the editor, and the button that had focus, unmount.
  const closeEditor = () => {
    toggleRef.current?.focus();
    setEditorOpen(false);
  };

  return (
    <CardShell selected={selected} aria-labelledby={titleId} data-image-id={image.id}>
      <TopBar>
        <label>
          <input
            type="checkbox"
            checked={selected}
            aria-label={copy.select(image.title)}
            onChange={() => undefined}
            onClick={(event: MouseEvent<HTMLInputElement>) => onToggleSelect(image.id, event.shiftKey)}
          />
        </label>
        <Badge tone={statusTone(image.learningStatus)}>{learningStatusLabels[image.learningStatus]}</Badge>
        {image.archivedAt && (
          <Badge tone="danger" data-testid="archived-badge">
            {catalogCopy.archivedBadge}
          </Badge>
        )}
        <Spacer />
        <button
          ref={toggleRef}
          type="button"
          css={button.small}
          aria-expanded={editing}
          aria-label={editing ? copy.stopEditing(image.title) : copy.edit(image.title)}
          onClick={() => setEditorOpen(!editing)}
        >
          {editing ? copy.closeEditor : copy.editToggle}
        </button>
      </TopBar>
      <Thumb>
        {image.file && !thumbFailed && (
          <CatalogPicture file={image.file} alt="" sizes="(min-width: 1280px) 22rem, (min-width: 640px) 45vw, 92vw" onError={() => setThumbFailed(true)} />
        )}
        <Badge tone="neutral">{perspectiveLabels[image.perspective]}</Badge>
      </Thumb>
      <Body>
        <h3 id={titleId}>
          <Link to={`/image-detail/${image.id}`}>{image.title}</Link>
        </h3>
        {outOfView && <AmberBox role="status">{copy.outOfView}</AmberBox>}
        {editing ? (
          <CardEditForm image={image} onDone={closeEditor} />
        ) : (
          <>
            <p>{image.description}</p>
            {image.rejectionReason && (
              <AmberBox>
                <strong>{copy.rejectionReason}: </strong>
                {image.rejectionReason}
              </AmberBox>
            )}
          </>
        )}
        <Meta>
          <span>{copy.downloads(image.downloadCount)}</span>
          <span>{copy.complexity(image.complexityLevel)}</span>
        </Meta>
        <Params aria-label={copy.parameters}>
          {params.palette && (
            <>
              <dt>{copy.palette}</dt>
              <dd>{params.palette}</dd>
            </>
          )}
          {params.ratio && (
            <>
              <dt>{copy.ratio}</dt>
              <dd>{params.ratio}</dd>
            </>
          )}
          {params.background && (
            <>
              <dt>{copy.background}</dt>
              <dd>{params.background}</dd>
            </>
          )}
          {params.minimalism && (
            <>
              <dt>{copy.minimalism}</dt>
              <dd>{params.minimalism}</dd>
            </>
          )}
          {params.contextType && (
            <>
              <dt>{copy.contextType}</dt>
              <dd>{params.contextType}</dd>
            </>
          )}
        </Params>
        <Spacer />
        <Actions>
          <Link to={`/image-detail/${image.id}`} css={button.small} aria-label={`${copy.viewDetails}: ${image.title}`}>
            {copy.viewDetails}
          </Link>
          <CardArchiveAction image={image} onDone={onArchiveDone} />
        </Actions>
      </Body>
    </CardShell>
  );
}

/**
 * A card the grid keeps for its open editor reads its image from the cache, where imageChanged keeps it
 * current: the grid's query no longer brings it, and its edit must follow the version it now has.
 */
function useKeptImage(listed: AdminGridImage_ImageFragment, outOfView: boolean): AdminGridImage_ImageFragment {
  const live = useFragment({ fragment: ADMIN_GRID_IMAGE_FRAGMENT, fragmentName: 'AdminGridImage_image', from: outOfView ? { __typename: 'CreativeImage', id: listed.id } : null });
  return outOfView && live.complete ? live.data : listed;
}

/** The card edits these few fields of ImageEditInput on purpose; the detail page's form edits them all. */
const fields = ['description', 'learningStatus', 'rejectionReason'] as const satisfies readonly ImageEditInputField[];
const fieldLabels = { description: copy.descriptionLabel, learningStatus: copy.statusLabel, rejectionReason: copy.reasonLabel } as const;

function formValues(image: AdminImage_ImageFragment): CardEditValues {
  return { description: image.description, learningStatus: image.learningStatus, rejectionReason: image.rejectionReason ?? '' };
}

function CardEditForm({ image, onDone }: { readonly image: AdminImage_ImageFragment; readonly onDone: () => void }) {
  const id = useId();
  const { register, handleSubmit, setValue, getValues, reset } = useForm<CardEditValues>({ defaultValues: formValues(image) });
  const editedForm = useMemo<EditedForm<(typeof fields)[number]>>(
    () => ({
      isEdited: (field, base) => getValues(field) !== formValues(base)[field],
      adopt: (changed) => {
        const theirs = formValues(image);
        for (const field of changed) setValue(field, theirs[field]);
      },
    }),
    [getValues, setValue, image],
  );
  const { base, conflicts, rebase, expectedVersion } = useEditConflict(image, fields, editedForm);
  const { save, saving } = useEditImage();

  const onSubmit = handleSubmit(async (values) => {
    const changes = changedFields(cardEditInput(formValues(base)) as Record<string, unknown>, cardEditInput(values) as Record<string, unknown>);
    if (Object.keys(changes).length === 0) return onDone();
    const result = await save({ id: image.id, input: changes, expectedVersion });
    if (result.status === 'saved') onDone();
  });

  const takeTheirs = () => {
    const theirs = formValues(image);
    for (const { field } of conflicts) setValue(field, theirs[field], { shouldDirty: true });
    rebase();
  };

  const cancel = () => {
    reset(formValues(base));
    onDone();
  };
  const escapeCancels = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || saving) return;
    event.stopPropagation();
    cancel();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} onKeyDown={escapeCancels} aria-label={copy.edit(image.title)} style={{ display: 'grid', gap: '0.75rem' }}>
      {conflicts.length > 0 && (
        <ConflictNotice
          conflicts={conflicts.map(({ field }) => ({
            label: fieldLabels[field],
            theirs: field === 'learningStatus' ? learningStatusLabels[image.learningStatus] : (formValues(image)[field] as string),
          }))}
          onKeepMine={rebase}
          onTakeTheirs={takeTheirs}
        />
      )}
      <Field>
        <label htmlFor={`${id}-description`}>{copy.descriptionLabel}</label>
        <textarea id={`${id}-description`} rows={3} {...register('description')} />
      </Field>
      <Field>
        <label htmlFor={`${id}-status`}>{copy.statusLabel}</label>
        <select id={`${id}-status`} {...register('learningStatus')}>
          {learningStatusValues.map((status) => (
            <option key={status} value={status}>
              {learningStatusLabels[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor={`${id}-reason`}>{copy.reasonLabel}</label>
        <textarea id={`${id}-reason`} rows={2} placeholder={copy.reasonPlaceholder} {...register('rejectionReason')} />
      </Field>
      <div role="group" aria-label={copy.quickReasons}>
        <Row>
          {presetRejectionReasons.slice(0, 3).map((reason) => (
            <button
              key={reason}
              type="button"
              css={button.chip}
              title={reason}
              aria-label={reason}
              onClick={() => setValue('rejectionReason', reason, { shouldDirty: true })}
            >
              {truncatePreset(reason)}
            </button>
          ))}
        </Row>
      </div>
      <Row>
        <button type="submit" css={button.primary} disabled={saving || conflicts.length > 0}>
          {saving ? copy.saving : copy.save}
        </button>
        <button type="button" css={button.secondary} onClick={cancel}>
          {copy.cancel}
        </button>
      </Row>
    </form>
  );
}
