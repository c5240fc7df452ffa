import { UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import { megabytesOf, pictureProblem } from '@ffe/shared/domain/picture-upload';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUploads } from '../../lib/api/delete-uploads';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import styles from './picture-uploader.module.css';

interface Picture {
  key: number;
  preview: string;
  /** Set once the upload has finished. */
  url?: string;
  percent: number;
  stop: AbortController;
}

export interface PicturesState {
  /** The uploaded pictures' addresses, in the order chosen. */
  urls: string[];
  /** How many are still on their way. */
  uploading: number;
}

/**
 * Up to `max` pictures, each uploaded as soon as it is chosen with its progress on it; a picture that fails is
 * dropped (uploadFile has said why), removing one still on its way stops its upload, and removing an uploaded one
 * deletes it from storage.
 */
export function PictureUploader({
  label,
  max,
  onChange,
}: {
  label: string;
  max: number;
  onChange: (state: PicturesState) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [pictures, setPictures] = useState<Picture[]>([]);
  const nextKey = useRef(0);
  const report = useRef(onChange);
  report.current = onChange;
  const shown = useRef(pictures);
  shown.current = pictures;

  useEffect(() => {
    report.current({
      urls: pictures.flatMap((picture) => (picture.url ? [picture.url] : [])),
      uploading: pictures.filter((picture) => !picture.url).length,
    });
  }, [pictures]);

  // Leaving the page stops what is still uploading and frees the previews.
  useEffect(
    () => () => {
      for (const picture of shown.current) {
        picture.stop.abort();
        URL.revokeObjectURL(picture.preview);
      }
    },
    [],
  );

  const change = (key: number, update: Partial<Picture>) =>
    setPictures((all) => all.map((picture) => (picture.key === key ? { ...picture, ...update } : picture)));

  const remove = (picture: Picture) => {
    picture.stop.abort();
    // An uploaded picture taken out of the draft goes from storage too, unless something uses it (the server checks).
    if (picture.url) void deleteUploads([picture.url]).catch(() => undefined);
    URL.revokeObjectURL(picture.preview);
    setPictures((all) => all.filter((other) => other.key !== picture.key));
  };

  const add = (files: File[]) => {
    const room = max - pictures.length;
    if (files.length > room) toast(t('pictures.tooMany', { count: max, extra: files.length - Math.max(0, room) }));
    // Refused here, before it shows as a picture that could only fail.
    const fitting = files.slice(0, Math.max(0, room)).filter((file) => {
      const problem = pictureProblem(file, UPLOAD_MAX_BYTES);
      if (problem === 'tooLarge') toast(t('pictures.tooLarge', { size: megabytesOf(UPLOAD_MAX_BYTES) }));
      if (problem === 'notPicture') toast(t('request.notPicture'));
      return problem === undefined;
    });
    const added = fitting.map((file) => ({
      file,
      picture: { key: nextKey.current++, preview: URL.createObjectURL(file), percent: 0, stop: new AbortController() },
    }));
    // In the list before any upload starts, so that the first progress report finds its picture.
    setPictures((all) => [...all, ...added.map(({ picture }) => picture)]);
    for (const { file, picture } of added) {
      uploadFile(file, { onProgress: (percent) => change(picture.key, { percent }), signal: picture.stop.signal }).then(
        (result) => change(picture.key, { url: result.url, percent: 100 }),
        () => remove(picture),
      );
    }
  };

  const uploading = pictures.filter((picture) => !picture.url);
  const percent = uploading.length
    ? Math.round(uploading.reduce((sum, picture) => sum + picture.percent, 0) / uploading.length)
    : 0;

  return (
    <div className={styles.uploader}>
      <p className={styles.label} id={`${inputId}-label`}>
        {label}
      </p>
      <ul className={styles.pictures} aria-labelledby={`${inputId}-label`}>
        {pictures.map((picture, index) => (
          <li key={picture.key} className={styles.picture}>
            <img src={picture.preview} alt={t('pictures.picture', { index: index + 1 })} />
            {!picture.url && (
              <span className={styles.progress} aria-hidden="true">
                {picture.percent}%
              </span>
            )}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('pictures.remove', { index: index + 1 })}
              onClick={() => remove(picture)}
            >
              ×
            </button>
          </li>
        ))}
        {pictures.length < max && (
          <li className={styles.add}>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              onChange={(event) => {
                add(Array.from(event.target.files ?? []));
                // The same file can be chosen again after it was removed.
                event.target.value = '';
              }}
            />
            <label htmlFor={inputId}>
              <span aria-hidden="true">+</span>
              {t('pictures.add')}
            </label>
          </li>
        )}
      </ul>
      {uploading.length > 0 && (
        <p className={styles.status} role="status">
          {t('pictures.uploading', { count: uploading.length, percent })}
        </p>
      )}
    </div>
  );
}
