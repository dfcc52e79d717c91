// Two versions (or a version and the draft) side by side: each change with what it was in the one
// and what it is in the other (the server's comparison, kind by kind: slides, options, rules, texts).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ModuleChange, ModuleComparison } from '../../../../shared/management/moduleVersion';
import { describeError } from '../../../api/errors';
import { compareVersions } from '../../../api/module';
import { tm } from '../../../i18n/modules';
import type { ModuleMessageKey } from '../../../i18n/modules';
import { SelectField } from '../../../ui/fields';

const CHANGE_LABELS: Record<string, ModuleMessageKey> = {
  added: 'compare.added',
  removed: 'compare.removed',
  changed: 'compare.changed',
  moved: 'compare.moved',
};

/** The value at a changed field's path ('text', 'options[1].value', 'show_texts[0]') of an item. */
function fieldOf(item: unknown, field: string): unknown {
  return field
    .split(/\.|\[(\d+)\]/)
    .filter(Boolean)
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), item);
}

/**
 * One side of a change: of a changed item only its changed fields ('text: …'), of a moved one its
 * position, else the whole item (the full JSON of a slide hid the one word that changed).
 */
function sideOf(change: ModuleChange, which: 'before' | 'after'): string {
  const item = change[which];
  const path = which === 'before' ? change.pathBefore : change.pathAfter;
  const index = path?.match(/\/(\d+)$/)?.[1];
  if (change.change === 'moved' && index !== undefined) return tm('compare.position', { n: Number(index) + 1 });
  if (change.change !== 'changed' || change.fields.length === 0 || typeof item !== 'object' || item === null)
    return side(item);
  return change.fields.map((field) => `${field}: ${side(fieldOf(item, field))}`).join('\n');
}

/** A version's part in words: html without its tags, an object as its short JSON. */
function side(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || '–'
    );
  // Ids are the database's, not the author's: an added option reads as its key, name and value.
  return JSON.stringify(value, (key, v: unknown) => (key === 'id' ? undefined : v), 1);
}

/** By default the newest version beside the one before it; with one version, that one beside the draft. */
export function defaultPair(versions: readonly number[]): { a: string; b: string } {
  return {
    a: String(versions[1] ?? versions[0] ?? ''),
    b: versions[1] !== undefined ? String(versions[0]) : 'draft',
  };
}

export function CompareView({ versions }: { versions: number[] }) {
  const id = Number(useParams().id);
  const choices = [
    { value: 'draft', label: tm('compare.draft') },
    ...versions.map((v) => ({ value: String(v), label: tm('versions.number', { version: v }) })),
  ];
  // Only what the admin picked is state; the rest follows the version list, which arrives after the
  // first render and grows with every publish. (Remounting on a new list instead would drop the focus
  // from "Vergelijken" and a comparison just made, as happened right after "Publiceren".)
  const [picked, setPicked] = useState<{ a?: string; b?: string }>({});
  const valid = (value: string | undefined) =>
    value !== undefined && choices.some((c) => c.value === value) ? value : undefined;
  const defaults = defaultPair(versions);
  const a = valid(picked.a) ?? defaults.a;
  const b = valid(picked.b) ?? defaults.b;
  const setA = (value: string) => setPicked((p) => ({ ...p, a: value }));
  const setB = (value: string) => setPicked((p) => ({ ...p, b: value }));
  const [made, setResult] = useState<ModuleComparison | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    // The pair compared stays picked: a publish that lands meanwhile moves the defaults, not this.
    setPicked({ a, b });
    try {
      setResult(await compareVersions(id, a, b));
    } catch (err) {
      setFailure(describeError(err));
    }
  };
  if (versions.length === 0) return null;
  // A comparison made for another pair (the defaults move when a publish adds a version) is not shown
  // under the pair now picked.
  const result = made && made.a === a && made.b === b ? made : null;
  const labelOf = (value: string) => choices.find((c) => c.value === value)?.label ?? value;
  const [labelA, labelB] = result ? [labelOf(result.a), labelOf(result.b)] : ['', ''];
  return (
    <section className="mg-panel" aria-labelledby="mg-compare">
      <h2 id="mg-compare">{tm('compare.title')}</h2>
      <div className="mg-grid">
        <SelectField label={tm('compare.a')} name="compare-a" value={a} options={choices} onChange={setA} />
        <SelectField label={tm('compare.b')} name="compare-b" value={b} options={choices} onChange={setB} />
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={!a || !b || a === b}
        onClick={() => void run()}
      >
        {tm('compare.run')}
      </button>
      {failure && (
        <p className="mg-form__failure" role="alert">
          {failure}
        </p>
      )}
      {result && (
        <div role="status">
          {result.changes.length === 0 ? (
            <p>{tm('compare.same')}</p>
          ) : (
            <table className="mg-compare">
              <caption>{tm('compare.caption', { count: result.changes.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{tm('compare.what')}</th>
                  <th scope="col">{labelA}</th>
                  <th scope="col">{labelB}</th>
                </tr>
              </thead>
              <tbody>
                {result.changes.map((change, index) => (
                  <tr key={index} className={`mg-compare__row mg-compare__row--${change.change}`}>
                    <th scope="row">
                      {change.label}
                      <span className="mg-hint">
                        {' '}
                        {CHANGE_LABELS[change.change] ? tm(CHANGE_LABELS[change.change]) : change.change}
                        {change.fields.length > 0 && `: ${change.fields.join(', ')}`}
                      </span>
                    </th>
                    {/* On a phone the cells stand under each other, each with its version's name. */}
                    <td data-label={labelA}>
                      <pre className="mg-compare__value">{sideOf(change, 'before')}</pre>
                    </td>
                    <td data-label={labelB}>
                      <pre className="mg-compare__value">{sideOf(change, 'after')}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
