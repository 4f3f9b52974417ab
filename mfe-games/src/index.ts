// Async boundary: lets the federation runtime negotiate shared singletons before any of them is used.
import('./bootstrap');
