// When an add/edit dialog shows a field's error: once the user changed that field, or after Save
// was pressed. Save runs the owner's save only when the draft is valid.
import { useState } from 'react';

export interface FieldErrors<F extends string> {
  /** Whether the field's error shows now. */
  shows: (field: F) => boolean;
  /** The user changed the field. */
  touch: (field: F) => void;
  /** Save was pressed: every error shows, and a valid draft is saved. */
  submit: () => void;
}

export function useFieldErrors<F extends string>(valid: boolean, save: () => void): FieldErrors<F> {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  return {
    shows: (field) => submitted || touched.has(field),
    touch: (field) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    submit: () => {
      setSubmitted(true);
      if (valid) save();
    },
  };
}
