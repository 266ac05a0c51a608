package dev.catalogkit.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Values made once per key by whichever test asks first, while tests of other keys make theirs at
 * the same time: a peer's run takes a minute of waiting on the peer, so the runs of one class go on
 * side by side instead of one after another under a class-wide lock.
 */
final class Once<K, V> {

  private final ConcurrentMap<K, FutureTask<V>> values = new ConcurrentHashMap<>();

  /** The key's value, made by {@code make} if no one made it before; a failure is everyone's. */
  V get(K key, Callable<V> make) throws Exception {
    FutureTask<V> mine = new FutureTask<>(make);
    FutureTask<V> first = values.putIfAbsent(key, mine);
    FutureTask<V> task = first == null ? mine : first;
    task.run(); // a no-op once someone has started it
    try {
      return task.get();
    } catch (ExecutionException failed) {
      if (failed.getCause() instanceof Exception cause) {
        throw cause;
      }
      throw failed;
    }
  }

  /** The values made so far (those whose making failed are left out). */
  List<V> made() {
    List<V> made = new ArrayList<>();
    for (FutureTask<V> task : values.values()) {
      try {
        made.add(task.get());
      } catch (ExecutionException notMade) {
        // nothing to hand back
      } catch (InterruptedException stopped) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    return made;
  }
}
