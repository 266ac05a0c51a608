package dev.catalogkit.explore;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A profile's explorer: it generates random sequences of the profile's operations and walks them
 * against the server beside a model of the catalog, each walk in containers (namespaces, databases)
 * of its own, fresh names every time, cleaned up after.
 *
 * @param <T> the profile's steps, which its walks take back
 */
public interface Explorer<T extends Step> {

  /** A random sequence of {@code length} steps; the same generator state gives the same steps. */
  List<T> sequence(RandomGenerator random, int length);

  /**
   * Walks the steps against the server in fresh containers: after each step it checks the answer
   * and reads back what the model says changed; it stops at the first finding and cleans up.
   */
  WalkResult walk(List<T> steps);

  /**
   * Simpler forms of a step for the shrinker to try, simplest first (a replace with one change
   * fewer, a retry without its key); none by default.
   */
  default List<T> simpler(T step) {
    return List.of();
  }
}
