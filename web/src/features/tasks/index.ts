// What other parts of the app (the record pages, the dashboard) use from the tasks feature.
export { NewTaskButton, type NewTaskButtonProps } from './components/new-task-button';
export { TaskDetail } from './components/task-detail';
export { TaskStatusPill } from './components/task-status-pill';
