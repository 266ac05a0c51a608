package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.explore.Step;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.CreateNamespace;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.CreateTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.CreateView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.DropNamespace;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.DropTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.DropView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ListTables;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ListViews;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.LoadNamespace;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.LoadTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.LoadView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.NamespaceExists;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.NamespaceProperty;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ReplaceView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.TableExists;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ViewExists;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random Iceberg sequences. Every step is valid on its own; which objects exist decides only what
 * the model predicts. Most steps are aimed at what the generator's {@link Sketch} says the steps
 * before left (a replace or rename of an existing view, a clash with an object of the other kind, a
 * listing of a namespace that holds something: see {@link AimedSteps}); the others are blind, so
 * refusals of steps that miss come often too.
 */
final class StepGenerator {

  static final int NAMESPACES = 2;

  /** The prefix of every property the explorer sets; the server's own properties have none. */
  static final String PROPERTY_PREFIX = "kit.p";

  /** The share of blind steps, in percent. */
  private static final int BLIND = 30;

  private final boolean keyedRetries;

  /**
   * @param keyedRetries whether the server honours Idempotency-Key, so replaces, renames and view
   *     drops may be sent keyed and retried
   */
  StepGenerator(boolean keyedRetries) {
    this.keyedRetries = keyedRetries;
  }

  /**
   * A sequence that starts by creating its namespaces (so few steps are spent in one that is not
   * there yet; a shrink takes out the create that a finding does not need), then random steps.
   */
  List<Step> sequence(RandomGenerator random, int length) {
    Draft draft = new Draft(random, keyedRetries);
    for (int slot = 0; slot < NAMESPACES && slot < length; slot++) {
      draft.add(new CreateNamespace(slot));
    }
    while (draft.steps().size() < length) {
      draft.add(
          random.nextInt(100) < BLIND ? blindIn(draft, draft.namespace()) : AimedSteps.next(draft));
    }
    return draft.steps();
  }

  /** Any operation on any name in the slot, whatever exists. */
  static IcebergStep blindIn(Draft draft, int ns) {
    String name = draft.name();
    int kind = draft.random().nextInt(100);
    if (kind < 7) {
      return new CreateNamespace(ns);
    } else if (kind < 8) {
      return new LoadNamespace(ns);
    } else if (kind < 9) {
      return new NamespaceExists(ns);
    } else if (kind < 10) {
      return namespaceProperty(draft, ns);
    } else if (kind < 13) {
      return new DropNamespace(ns);
    } else if (kind < 27) {
      return new CreateView(ns, name);
    } else if (kind < 32) {
      return new LoadView(ns, name);
    } else if (kind < 35) {
      return new ViewExists(ns, name);
    } else if (kind < 55) {
      return new ReplaceView(ns, name, draft.changes(), draft.keyed());
    } else if (kind < 66) {
      return new RenameView(ns, name, draft.otherThan(name), draft.keyed());
    } else if (kind < 72) {
      return new DropView(ns, name, draft.keyed());
    } else if (kind < 77) {
      return new ListViews(ns, draft.pageSize());
    } else if (kind < 85) {
      return new CreateTable(ns, name);
    } else if (kind < 86) {
      return new LoadTable(ns, name);
    } else if (kind < 87) {
      return new TableExists(ns, name);
    } else if (kind < 89) {
      return new ListTables(ns, draft.pageSize());
    } else if (kind < 95) {
      return new RenameTable(ns, name, draft.otherThan(name), draft.keyed());
    }
    return new DropTable(ns, name);
  }

  /** Sets a random value of a key, or removes the key. */
  static IcebergStep namespaceProperty(Draft draft, int ns) {
    RandomGenerator random = draft.random();
    String key = draft.propertyKey();
    return new NamespaceProperty(ns, key, random.nextBoolean() ? "v" + random.nextInt(10) : null);
  }
}
