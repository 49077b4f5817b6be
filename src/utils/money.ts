// Amounts in their currency, in whole units ('$120,000'). Making a number format costs far more
// than using one (it showed as the top cost of drawing a page of job results), so each
// currency's format is made once.
const formats = new Map<string, Intl.NumberFormat | null>();

function formatOf(currency: string): Intl.NumberFormat | null {
  if (!formats.has(currency)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    } catch {
      // An unknown currency code; money() still writes the amount.
    }
    formats.set(currency, format);
  }
  return formats.get(currency) ?? null;
}

/** '$120,000'; an unknown currency code still reads as an amount ('XYZ 120,000'). */
export function money(amount: number, currency: string): string {
  return formatOf(currency)?.format(amount) ?? `${currency} ${Math.round(amount).toLocaleString('en-US')}`;
}
