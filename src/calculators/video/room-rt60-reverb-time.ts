import { defineCalculator, notMoreThan, out, select } from '../../engine/index.ts';
import { areaField } from '../shared/presets/material-order.ts';
import { roomDimensionFields } from '../shared/presets/room-dimensions.ts';
import { absorbingMaterial, absorbingMaterialOptions, OCTAVE_BANDS } from '../shared/sound/absorption-coefficients.ts';
import { eyringRt60, sabineRt60 } from '../shared/sound/reverberation.ts';

const materialMenu = (label: string, fallback: string) =>
  select({ label, options: absorbingMaterialOptions, default: fallback });

const SECONDS = { decimals: 2, suffix: 's' } as const;

interface Room {
  length: number;
  width: number;
  height: number;
  floor: string;
  ceiling: string;
  walls: string;
  treatment: string;
  treatmentArea: number;
}

const wallArea = ({ length, width, height }: Room) => 2 * (length + width) * height;

/** Absorption area A = Σ Sᵢ αᵢ in one octave band; the treatment covers part of the walls. */
function absorptionArea(room: Room, band: number): number {
  const plan = room.length * room.width;
  const alpha = (key: string) => absorbingMaterial(key).alpha[band] ?? 0;
  return (
    plan * alpha(room.floor) +
    plan * alpha(room.ceiling) +
    (wallArea(room) - room.treatmentArea) * alpha(room.walls) +
    room.treatmentArea * alpha(room.treatment)
  );
}

export default defineCalculator({
  inputs: {
    ...roomDimensionFields(5, 4, 2.7),
    floor: materialMenu('Floor', 'carpet'),
    ceiling: materialMenu('Ceiling', 'plasterboard'),
    walls: materialMenu('Walls', 'plasterboard'),
    treatment: materialMenu('Treatment on the walls', 'fiberglass'),
    treatmentArea: areaField('Area of that treatment', 'Panels or curtains hung on the walls; 0 for none.', 0),
    band: select({
      label: 'Octave band shown first',
      options: OCTAVE_BANDS.map((hertz, index) => ({ value: String(index), label: `${hertz} Hz` })),
      default: '2',
    }),
  },
  validate: (room) =>
    notMoreThan('treatmentArea', room.treatmentArea, wallArea(room), { what: 'The treatment', than: 'the walls' }),
  compute: (room) => {
    const volume = room.length * room.width * room.height;
    const surface = 2 * room.length * room.width + wallArea(room);
    const bands = OCTAVE_BANDS.map((hertz, index) => {
      const area = absorptionArea(room, index);
      return { hertz, area, sabine: sabineRt60(volume, area), eyring: eyringRt60(volume, surface, area) };
    });
    const shownArea = absorptionArea(room, Number(room.band));
    return {
      sabine: sabineRt60(volume, shownArea),
      eyring: eyringRt60(volume, surface, shownArea),
      absorption: shownArea,
      meanAlpha: shownArea / surface,
      volume,
      surface,
      bands: bands.map((row) => ({
        band: `${row.hertz} Hz`,
        area: row.area,
        sabine: row.sabine,
        eyring: row.eyring,
      })),
    };
  },
  outputs: {
    sabine: out.number({ label: 'RT60 (Sabine)', primary: true, ...SECONDS }),
    eyring: out.number({ label: 'RT60 (Eyring)', ...SECONDS }),
    absorption: out.number({
      label: 'Absorption area (metric sabins)',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
    }),
    meanAlpha: out.number({ label: 'Mean absorption coefficient', decimals: 3 }),
    volume: out.number({
      label: 'Room volume',
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'ft3',
      units: ['m3', 'ft3'],
    }),
    surface: out.number({
      label: 'Room surface',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
    }),
    bands: out.table({
      label: 'Reverberation time by octave band',
      columns: [
        { key: 'band', label: 'Band', kind: 'text' },
        { key: 'area', label: 'Absorption (m²)', kind: 'number' },
        { key: 'sabine', label: 'Sabine (s)', kind: 'number' },
        { key: 'eyring', label: 'Eyring (s)', kind: 'number' },
      ],
    }),
  },
});
