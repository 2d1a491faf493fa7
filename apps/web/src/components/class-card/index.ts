export { ClassCard, classTitle, NO_NAME_TEXT, NOT_AVAILABLE_TEXT, type ClassCardData } from './class-card.tsx';
