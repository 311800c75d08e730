import styled from '@emotion/styled';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AmberBox, Field, FieldError, Muted, Row, button } from '../../../components/admin/adminStyles.ts';
import { Badge } from '../../../components/images/Badge.tsx';
import { imageDetail } from '../../../content/imageDetail.ts';
import { imageUpload as copy } from '../../../content/imageFiles.ts';
import { color, layout, status } from '../../../theme/tokens.ts';
import type { FileValues, UploadValues } from './uploadForm.ts';
import type { BatchFile } from './useUploadBatch.ts';

const Card = styled.li`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  @media (min-width: 720px) {
    grid-template-columns: 12rem minmax(0, 1fr);
  }
  &[data-status='refused'] {
    border-color: ${status.warning.border};
  }
`;

const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.375rem;
  align-content: start;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: 0.5rem;
    background: color-mix(in srgb, ${color.foreground} 6%, ${color.surface});
  }
  figcaption {
    display: grid;
    gap: 0.125rem;
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 0.75rem;
  progress {
    width: 100%;
    height: 0.625rem;
    accent-color: ${color.primary};
  }
`;

const statusText = (entry: BatchFile) => {
  switch (entry.status) {
    case 'uploading':
      return copy.progress.uploading(entry.percent);
    case 'processing':
      return copy.progress.processing;
    case 'saved':
      return copy.progress.saved;
    case 'refused':
      return copy.progress.refused;
    default:
      return copy.progress.waiting;
  }
};

export interface UploadFileCardProps {
  readonly entry: BatchFile;
  readonly register: UseFormRegister<UploadValues>;
  readonly errors: FieldErrors<FileValues> | undefined;
  /** While the batch is being saved: nothing is added, removed or edited. */
  readonly saving: boolean;
  readonly onRemove: (key: string) => void;
}

/**
 * One file of the batch: its preview with the dimensions the browser decoded, its name and size, its
 * own catalog fields, the progress of its upload, and then the image it became or why it was refused.
 */
export function UploadFileCard({ entry, register, errors, saving, onRemove }: UploadFileCardProps) {
  const { key, file } = entry;
  const fieldId = (name: keyof FileValues) => `upload-${key}-${name}`;
  const locked = saving || entry.status === 'saved';
  const field = (name: keyof FileValues, options: { rows?: number; required?: string; hint?: string } = {}) => {
    const error = errors?.[name]?.message;
    const describedBy = [options.hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined;
    const registration = register(`files.${key}.${name}`, options.required ? { validate: (value: string) => value.trim() !== '' || options.required! } : {});
    const props = { id: fieldId(name), 'aria-invalid': error ? ('true' as const) : ('false' as const), 'aria-describedby': describedBy, readOnly: locked, ...registration };
    return (
      <Field>
        <label htmlFor={fieldId(name)}>{imageDetail.fieldLabels[name]}</label>
        {options.rows ? <textarea rows={options.rows} {...props} /> : <input {...props} />}
        {options.hint && <Muted id={`${fieldId(name)}-hint`}>{options.hint}</Muted>}
        {error && (
          <FieldError id={`${fieldId(name)}-error`} role="alert">
            {error}
          </FieldError>
        )}
      </Field>
    );
  };
  const dimensions = entry.dimensions === 'reading' ? copy.file.reading : entry.dimensions === 'unreadable' ? copy.file.unreadable : copy.file.dimensions(entry.dimensions.width, entry.dimensions.height);

  return (
    <Card data-testid="upload-file" data-status={entry.status} aria-label={copy.file.fieldsLabel(file.name)}>
      <Preview>
        <img src={entry.previewUrl} alt={copy.file.previewAlt(file.name)} />
        <figcaption>
          <strong>{file.name}</strong>
          <span data-testid="upload-file-facts">
            <span data-testid="upload-file-dimensions">{dimensions}</span> · {copy.file.size(file.size)}
          </span>
        </figcaption>
      </Preview>
      <Fields>
        {field('title', { required: copy.titleRequired })}
        {field('prompt', { rows: 2, required: copy.promptRequired, hint: copy.promptHint })}
        {field('description', { rows: 2 })}
        {field('tags', { hint: copy.tagsHint })}
        {entry.status !== 'ready' && (
          <div>
            <progress
              aria-label={copy.progress.label(file.name)}
              max={100}
              value={entry.status === 'processing' ? undefined : entry.status === 'uploading' ? entry.percent : 100}
              data-testid="upload-progress"
            />
            <Muted role="status" data-testid="upload-status">
              {statusText(entry)}
            </Muted>
          </div>
        )}
        {entry.message && (
          <AmberBox role="alert" data-testid="upload-error">
            {entry.message}
          </AmberBox>
        )}
        <Row>
          {entry.saved ? (
            <>
              <Badge tone="success">{copy.progress.saved}</Badge>
              <Link to={`/image-detail/${encodeURIComponent(entry.saved.id)}`} css={button.small}>
                {copy.openSaved(entry.saved.title)}
              </Link>
            </>
          ) : (
            <button type="button" css={button.small} disabled={saving} onClick={() => onRemove(key)}>
              {copy.file.remove(file.name)}
            </button>
          )}
        </Row>
      </Fields>
    </Card>
  );
}
