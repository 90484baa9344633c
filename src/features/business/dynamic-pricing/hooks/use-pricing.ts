import { useMemo, useState } from 'react';
import { business } from '@domain/business.ts';
import { useCostIndex, usePricingSettings, useSignals } from '../api/pricing.ts';
import { measuredInputs } from '@domain/pricing/measured.ts';
import { recommendPrices, withWhatIf, type WhatIf } from '@domain/pricing/pricing.ts';

/**
 * The page's one owner of state: the three reads, the measured inputs, the
 * what-ifs laid over them, and the advice for both (the measured advice is
 * what the what-ifs are compared with).
 */
export function usePricing() {
  const signals = useSignals();
  const index = useCostIndex();
  const settings = usePricingSettings();
  const [whatIf, setWhatIf] = useState<WhatIf>({});

  const measured = useMemo(() => {
    if (!signals.data || !index.data || settings.data === undefined) return null;
    return measuredInputs({
      capacity: business.offer.spotsPerQuarter,
      booked: signals.data.booked.length,
      weeklyLeads: signals.data.weeks.map((week) => week.leads),
      index: index.data,
      settings: settings.data,
    });
  }, [signals.data, index.data, settings.data]);

  const advice = useMemo(() => {
    if (!measured) return null;
    const inputs = withWhatIf(measured.inputs, whatIf);
    return { inputs, now: recommendPrices(measured.inputs), whatIf: recommendPrices(inputs) };
  }, [measured, whatIf]);

  const failed = signals.isError || index.isError || settings.isError;
  const retry = () => {
    void signals.refetch();
    void index.refetch();
    void settings.refetch();
  };
  return { signals: signals.data, index: index.data ?? [], settings: settings.data ?? null, measured, advice, whatIf, setWhatIf, failed, retry };
}

export type PricingState = ReturnType<typeof usePricing>;
