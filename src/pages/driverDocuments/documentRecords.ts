import type { RaRecord } from 'react-admin';
import type { DocumentState } from '../../../resources/driver-documents/documentState';

export interface DocumentRecord extends RaRecord {
  id: number;
  version: number;
  driverId: number;
  typeId: number;
  number: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  fileName: string | null;
  state: DocumentState;
}

export interface DocumentType extends RaRecord {
  id: number;
  vendorId: number;
  name: string;
  required: boolean;
}

export const STATE_COLORS: Record<DocumentState, 'success' | 'warning' | 'error'> = { valid: 'success', expiring: 'warning', expired: 'error' };
