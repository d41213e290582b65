// The browser's online state, shared by every feature (it lives in ui/).
export { useOnline } from '../../ui/use-online';
