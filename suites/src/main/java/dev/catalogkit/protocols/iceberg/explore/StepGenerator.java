package dev.catalogkit.protocols.iceberg.explore;

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
  List<IcebergStep> sequence(RandomGenerator random, int length) {
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

  /** Makes one kind of step in a slot, on a name drawn for it. */
  @FunctionalInterface
  private interface Maker {
    IcebergStep make(Draft draft, int ns, String name);
  }

  /**
   * A kind of step and how often a blind step takes it, in percent; an enum, so the table is a
   * constant no run can change.
   */
  private enum Kind {
    CREATE_NAMESPACE(7, (draft, ns, name) -> new CreateNamespace(ns)),
    LOAD_NAMESPACE(1, (draft, ns, name) -> new LoadNamespace(ns)),
    NAMESPACE_EXISTS(1, (draft, ns, name) -> new NamespaceExists(ns)),
    NAMESPACE_PROPERTY(1, (draft, ns, name) -> namespaceProperty(draft, ns)),
    DROP_NAMESPACE(3, (draft, ns, name) -> new DropNamespace(ns)),
    CREATE_VIEW(14, (draft, ns, name) -> new CreateView(ns, name)),
    LOAD_VIEW(5, (draft, ns, name) -> new LoadView(ns, name)),
    VIEW_EXISTS(3, (draft, ns, name) -> new ViewExists(ns, name)),
    REPLACE_VIEW(
        20, (draft, ns, name) -> new ReplaceView(ns, name, draft.changes(), draft.keyed())),
    RENAME_VIEW(
        11, (draft, ns, name) -> new RenameView(ns, name, draft.otherThan(name), draft.keyed())),
    DROP_VIEW(6, (draft, ns, name) -> new DropView(ns, name, draft.keyed())),
    LIST_VIEWS(5, (draft, ns, name) -> new ListViews(ns, draft.pageSize())),
    CREATE_TABLE(8, (draft, ns, name) -> new CreateTable(ns, name)),
    LOAD_TABLE(1, (draft, ns, name) -> new LoadTable(ns, name)),
    TABLE_EXISTS(1, (draft, ns, name) -> new TableExists(ns, name)),
    LIST_TABLES(2, (draft, ns, name) -> new ListTables(ns, draft.pageSize())),
    RENAME_TABLE(
        6, (draft, ns, name) -> new RenameTable(ns, name, draft.otherThan(name), draft.keyed())),
    DROP_TABLE(5, (draft, ns, name) -> new DropTable(ns, name));

    private final int blindWeight;
    private final Maker maker;

    Kind(int blindWeight, Maker maker) {
      this.blindWeight = blindWeight;
      this.maker = maker;
    }

    int blindWeight() {
      return blindWeight;
    }

    Maker maker() {
      return maker;
    }
  }

  /** Any operation on any name in the slot, whatever exists, views' most often. */
  static IcebergStep blindIn(Draft draft, int ns) {
    String name = draft.name();
    return draft.weighted(List.of(Kind.values()), Kind::blindWeight).maker().make(draft, ns, name);
  }

  /**
   * Any operation on any name in the slot, every kind as likely: for a missing namespace, where
   * each route's refusal is worth as much as another's.
   */
  static IcebergStep anyIn(Draft draft, int ns) {
    String name = draft.name();
    return draft.oneOf(List.of(Kind.values())).maker().make(draft, ns, name);
  }

  /** Sets a random value of a key, or removes the key. */
  static IcebergStep namespaceProperty(Draft draft, int ns) {
    RandomGenerator random = draft.random();
    String key = draft.propertyKey();
    return new NamespaceProperty(ns, key, random.nextBoolean() ? "v" + random.nextInt(10) : null);
  }
}
