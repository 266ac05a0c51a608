package dev.catalogkit.client;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.HttpTransport;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Every object the server confirmed it created for the run (a 2xx answer to the create), and every
 * object whose create was sent but cut off before its answer (it may exist: the server may have
 * acted on it). Nothing else: a namespace whose create answered 409 may be someone else's; the
 * janitor never touches it. Only objects under the run's names are written down, whatever a request
 * body named: a malformed rename's destination must not lead the janitor outside the run.
 *
 * @param <K> the kinds of object the profile creates
 */
public final class ObjectLedger<K extends ObjectKind> {

  /** One object: its kind, namespace levels and (for what a namespace holds) its name. */
  public record ObjectRef<K extends ObjectKind>(K kind, List<String> namespace, String name) {
    public ObjectRef {
      namespace = List.copyOf(namespace);
    }

    @Override
    public String toString() {
      String path = String.join(".", namespace);
      return kind.name().toLowerCase(Locale.ROOT) + " " + (name == null ? path : path + "." + name);
    }
  }

  private final HttpTransport transport;
  private final Set<ObjectRef<K>> confirmed = new LinkedHashSet<>();
  private final Set<ObjectRef<K>> cutOff = new LinkedHashSet<>();
  private final Set<ObjectRef<K>> underWay = new LinkedHashSet<>();
  private final Set<List<String>> refusedNamespaces = new LinkedHashSet<>();
  private volatile String runId;

  /** A ledger of the creates sent on this transport. */
  public ObjectLedger(HttpTransport transport) {
    this.transport = transport;
  }

  /** From now on only objects whose top level starts with the run's ID are written down. */
  public void ownedBy(String runId) {
    this.runId = runId;
  }

  /** Whether a namespace carries the run's ID in its top level. */
  public boolean owns(List<String> namespace) {
    String id = runId;
    return id != null && !namespace.isEmpty() && namespace.get(0).startsWith(id);
  }

  /**
   * Sends a create and records its object if the answer confirmed it (2xx) or never came (the
   * exchange was sent and cut off); returns the answer. A stopping run lets the create end by its
   * own deadline ({@link HttpTransport#outcomeAwaited}), and the janitor waits for it ({@link
   * #objects}).
   */
  public Exchange created(ObjectRef<K> object, Supplier<Exchange> create) {
    if (!owns(object.namespace())) {
      return create.get();
    }
    synchronized (this) {
      underWay.add(object);
    }
    Exchange answer = transport.outcomeAwaited(create);
    synchronized (this) {
      underWay.remove(object);
      notifyAll();
      if (answer.succeeded()) {
        confirmed.add(object);
        cutOff.remove(object);
      } else if (!answer.answered() && !answer.notSent() && !confirmed.contains(object)) {
        cutOff.add(object);
      } else if (answer.answered() && object.kind().holdsObjects()) {
        refusedNamespaces.add(object.namespace());
      }
    }
    return answer;
  }

  /**
   * Every object to delete: the confirmed ones, then those whose create was cut off or is still
   * under way. Creates under way (a janitor started by SIGTERM while checks run) are waited for
   * first, at most one exchange deadline: their answers tell what exists.
   */
  public synchronized List<ObjectRef<K>> objects() {
    long end = System.nanoTime() + transport.exchangeDeadline().toNanos();
    for (long left = end - System.nanoTime(); !underWay.isEmpty() && left > 0; ) {
      try {
        TimeUnit.NANOSECONDS.timedWait(this, left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      left = end - System.nanoTime();
    }
    Set<ObjectRef<K>> all = new LinkedHashSet<>(confirmed);
    all.addAll(cutOff);
    all.addAll(underWay);
    return new ArrayList<>(all);
  }

  /**
   * A delete the server confirmed: the object is off the list, so a janitor never sends its delete
   * again (an explorer creates and drops thousands of objects and cleans up after each walk).
   */
  public synchronized void deleted(ObjectRef<K> object) {
    confirmed.remove(object);
    cutOff.remove(object);
  }

  /** Whether the object's create was cut off in flight (it may or may not exist). */
  public synchronized boolean cutOff(ObjectRef<?> object) {
    return cutOff.contains(object) || underWay.contains(object);
  }

  /** Whether the run's create of this namespace was answered with a refusal. */
  public synchronized boolean refused(List<String> namespace) {
    return refusedNamespaces.contains(namespace)
        && confirmed.stream()
            .noneMatch(
                object -> object.kind().holdsObjects() && object.namespace().equals(namespace));
  }
}
