// The browser client's entry point, loaded by every page as a module
// (Sources/WebHost/HTTP/PageShell.swift): starts the page's live session.
import { start } from './live.js'

start(window)
