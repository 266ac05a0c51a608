package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.protocols.iceberg.explore.ViewChange.AddVersion;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.SetCurrent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The generator's own prediction of what the steps it generated so far leave in the walk's
 * namespaces, as a conforming server would: which slots hold a namespace, which names a view or a
 * table, how many versions a view has and whether a replace moved its current version off the
 * first. Only the generator reads it, to aim its next step; answers never reach it, so a seed
 * generates the same steps against any server. The walk judges with its own {@link CatalogModel}.
 */
final class Sketch {

  private final Map<Integer, Namespace> namespaces = new TreeMap<>();

  /** What one namespace is expected to hold. */
  static final class Namespace {
    final Map<String, SketchedView> views = new TreeMap<>();
    final Set<String> tables = new TreeSet<>();

    boolean taken(String name) {
      return views.containsKey(name) || tables.contains(name);
    }

    boolean empty() {
      return views.isEmpty() && tables.isEmpty();
    }

    /** The views whose current version is no longer their first: a rename must keep that. */
    List<String> movedViews() {
      return views.entrySet().stream()
          .filter(view -> view.getValue().movedOffFirst())
          .map(Map.Entry::getKey)
          .toList();
    }
  }

  /** A view's versions as positions in the order added, and the position of the current one. */
  static final class SketchedView {
    private int versions = 1;
    private int current;

    int versions() {
      return versions;
    }

    boolean movedOffFirst() {
      return current != 0;
    }

    /** A rollback names a version by its place among those the view had before the replace. */
    void replace(List<ViewChange> changes) {
      int before = versions;
      for (ViewChange change : changes) {
        if (change instanceof AddVersion add) {
          versions++;
          current = add.makeCurrent() ? versions - 1 : current;
        } else if (change instanceof SetCurrent rollback) {
          current = rollback.ordinal() % before;
        }
      }
    }
  }

  Optional<Namespace> in(int namespace) {
    return Optional.ofNullable(namespaces.get(namespace));
  }

  /** The namespace slots expected to exist, in order. */
  List<Integer> existing() {
    return new ArrayList<>(namespaces.keySet());
  }

  void createNamespace(int namespace) {
    namespaces.putIfAbsent(namespace, new Namespace());
  }

  void dropNamespace(int namespace) {
    in(namespace).filter(Namespace::empty).ifPresent(dropped -> namespaces.remove(namespace));
  }

  void createView(int namespace, String name) {
    free(namespace, name).ifPresent(contents -> contents.views.put(name, new SketchedView()));
  }

  void replaceView(int namespace, String name, List<ViewChange> changes) {
    in(namespace)
        .map(contents -> contents.views.get(name))
        .ifPresent(view -> view.replace(changes));
  }

  void renameView(int namespace, String from, String to) {
    free(namespace, to)
        .filter(contents -> contents.views.containsKey(from))
        .ifPresent(contents -> contents.views.put(to, contents.views.remove(from)));
  }

  void dropView(int namespace, String name) {
    in(namespace).ifPresent(contents -> contents.views.remove(name));
  }

  void createTable(int namespace, String name) {
    free(namespace, name).ifPresent(contents -> contents.tables.add(name));
  }

  void renameTable(int namespace, String from, String to) {
    free(namespace, to)
        .filter(contents -> contents.tables.contains(from))
        .ifPresent(
            contents -> {
              contents.tables.remove(from);
              contents.tables.add(to);
            });
  }

  void dropTable(int namespace, String name) {
    in(namespace).ifPresent(contents -> contents.tables.remove(name));
  }

  /** The namespace, if it exists and no view or table holds the name. */
  private Optional<Namespace> free(int namespace, String name) {
    return in(namespace).filter(contents -> !contents.taken(name));
  }
}
