// Whether the header's list of refused writes is open: the indicator opens it, and so does a
// refusal's toast.
import { atom } from '@/lib/store';

export const refusalsOpenAtom = atom(false);
