import type { StaffRole } from '../../app/access';

/** Location managers only read their locations; the server refuses their writes (SCHOOL_MANAGERS). */
export const canEditLocations = (role: StaffRole): boolean => role !== 'locationManager';
