export { LOG_EVENT_NAMES, LOG_EVENTS, logEvent, type LogEvent } from './logEvents';
