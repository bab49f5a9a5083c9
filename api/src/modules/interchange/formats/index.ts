// The question and flash-card formats: pure parsers and exporters (text in, result out).
export { exportCardsCsv } from './cards';
export { exportGift } from './gift';
export { exportMoodleXml } from './moodle-xml';
export * from './types';
