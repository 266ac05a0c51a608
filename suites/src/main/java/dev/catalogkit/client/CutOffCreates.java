package dev.catalogkit.client;

import dev.catalogkit.client.ObjectLedger.ObjectRef;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a janitor cannot call gone although its delete answered 404: an object whose create was cut
 * off in flight (Ctrl-C, a stop, a deadline) may still be carried out by the server after that 404.
 * Only a namespace dropped around it (a 2xx) settles it: a create into a dropped namespace fails.
 * Each other such object is a leftover line that says it may be left.
 */
public final class CutOffCreates {

  private final ObjectLedger<?> ledger;
  private final Set<ObjectRef<?>> absent = new LinkedHashSet<>();
  private final Set<List<String>> dropped = new LinkedHashSet<>();

  public CutOffCreates(ObjectLedger<?> ledger) {
    this.ledger = ledger;
  }

  /** A delete of this object answered 404. */
  public synchronized void absent(ObjectRef<?> object) {
    if (ledger.cutOff(object)) {
      absent.add(object);
    }
  }

  /** A delete of this namespace (or database) was confirmed (2xx). */
  public synchronized void dropped(List<String> namespace) {
    dropped.add(List.copyOf(namespace));
  }

  /**
   * A leftover line for each cut-off create that nothing settled.
   *
   * @param mayExist the namespaces the run created, may have created, or found listed
   */
  public synchronized List<String> leftovers(Collection<List<String>> mayExist) {
    return absent.stream()
        .filter(object -> !settled(object) && parent(object).map(mayExist::contains).orElse(true))
        .map(
            object ->
                object
                    + " may be left (its create got no answer: it timed out or was cut off; the server"
                    + " answered 404 to"
                    + " its delete, but may still carry the create out)")
        .toList();
  }

  private boolean settled(ObjectRef<?> object) {
    return dropped.stream().anyMatch(namespace -> encloses(namespace, object));
  }

  /** The namespace an object was created in; none for a top-level namespace. */
  private static Optional<List<String>> parent(ObjectRef<?> object) {
    List<String> levels = object.namespace();
    if (!object.kind().holdsObjects()) {
      return Optional.of(levels);
    }
    return levels.size() > 1 ? Optional.of(levels.subList(0, levels.size() - 1)) : Optional.empty();
  }

  /** A namespace encloses what lies in it or below it, and each namespace below it. */
  private static boolean encloses(List<String> namespace, ObjectRef<?> object) {
    List<String> levels = object.namespace();
    boolean below =
        object.kind().holdsObjects()
            ? levels.size() > namespace.size()
            : levels.size() >= namespace.size();
    return below && levels.subList(0, namespace.size()).equals(namespace);
  }
}
