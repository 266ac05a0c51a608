package dev.catalogkit.engine;

import java.util.List;

/**
 * Deletes exactly what one run asked the server to create, once, at the end or from the Ctrl-C
 * hook, and says what it could not delete. One per protocol profile; independent deletions go to
 * the crew, which runs them at once.
 */
public interface Janitor {
  List<String> cleanUp(CleanupCrew crew);
}
