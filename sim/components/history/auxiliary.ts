// The auxiliary fields history keeps for components (Moonraker's register_auxiliary_field): the
// registered fields, their totals across jobs (loaded from the store for the fields registered, kept
// up to date as jobs finish, zeroed by a reset), and each job's `auxiliary_data`.

import type { AuxiliaryTotal } from '../../../protocol/history';
import { ServerError } from '../../errors';
import { HistoryField, type AuxiliaryData, type AuxiliaryFieldSpec } from './fields';
import type { HistoryStore } from './store';
import type { TrackingGate } from './trackers';

export class AuxiliaryFields {
  private readonly fields: HistoryField[] = [];
  private totalsList: AuxiliaryTotal[] = [];
  /** A job has finished (or the totals were reset) since start: the list is history's own now. */
  private touched = false;

  constructor(
    private readonly store: HistoryStore,
    private readonly gate: TrackingGate,
  ) {}

  /**
   * Adds a field; refused (400) for the provider name 'history' and for a provider and name already
   * registered. Its stored totals show from now on, when it reports any.
   */
  register(spec: AuxiliaryFieldSpec): HistoryField {
    if (spec.provider === 'history') throw new ServerError("Provider name 'history' is reserved");
    const taken = this.fields.find((f) => f.provider === spec.provider && f.name === spec.name);
    if (taken)
      throw new ServerError(
        `Field ${taken.name} already registered by provider ${taken.provider}.`,
      );
    const field = new HistoryField(spec, this.gate);
    this.fields.push(field);
    if (!this.touched) this.loadTotals();
    return field;
  }

  /** Stored totals of the registered fields that report totals, in the store's order. */
  private loadTotals(): void {
    const valid = this.fields.filter((f) => f.hasTotals());
    this.totalsList = this.store
      .auxTotals()
      .filter((t) => valid.some((f) => f.provider === t.provider && f.name === t.field));
  }

  /** A job starts: every field starts following it again. */
  resetTrackers(): void {
    for (const f of this.fields) f.tracker.reset();
  }

  /** The job's `auxiliary_data` as tracked so far. */
  data(): AuxiliaryData[] {
    return this.fields.map((f) => f.asData());
  }

  totals(): AuxiliaryTotal[] {
    return this.totalsList;
  }

  /** A job finished: its values go into the totals, which are stored. */
  addJob(): void {
    this.touched = true;
    const last = this.totalsList;
    this.totalsList = this.fields.filter((f) => f.hasTotals()).map((f) => f.totals(last));
    this.store.putAuxTotals(this.totalsList);
  }

  /** The totals are reset: returns the last ones; the store keeps only the zeroed ones. */
  reset(): AuxiliaryTotal[] {
    this.touched = true;
    const last = this.totalsList;
    this.totalsList = this.fields.filter((f) => f.hasTotals()).map((f) => f.totals(last, true));
    this.store.resetAuxTotals(this.totalsList);
    return last;
  }
}
