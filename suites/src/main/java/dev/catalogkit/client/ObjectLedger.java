package dev.catalogkit.client;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every object the run asked the server to create, whatever the answer was: a faulty server may
 * create what it should have refused, and the janitor must still find it.
 */
public final class ObjectLedger {

  /** What kind of catalog object a name refers to. */
  public enum Kind {
    /** An Iceberg namespace, or a Paimon database (one level). */
    NAMESPACE,
    TABLE,
    /** An Iceberg view, or a Paimon SQL view. */
    VIEW,
    SEMANTIC_VIEW
  }

  /** One object: its kind, namespace levels and (for tables and views) its name. */
  public record ObjectRef(Kind kind, List<String> namespace, String name) {
    public ObjectRef {
      namespace = List.copyOf(namespace);
    }

    @Override
    public String toString() {
      String path = String.join(".", namespace);
      return kind.name().toLowerCase() + " " + (name == null ? path : path + "." + name);
    }
  }

  private final Set<ObjectRef> objects = new LinkedHashSet<>();

  public synchronized void attempted(ObjectRef object) {
    objects.add(object);
  }

  public synchronized List<ObjectRef> objects() {
    return new ArrayList<>(objects);
  }
}
