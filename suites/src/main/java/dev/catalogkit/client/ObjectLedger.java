package dev.catalogkit.client;

import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every object the server confirmed it created for the run (a 2xx answer to the create). Nothing
 * else: a namespace whose create answered 409 may be someone else's, and one that got no answer may
 * not exist; the janitor never touches either. What a faulty server created although it refused,
 * inside a namespace the run owns, the janitor finds by listing that namespace.
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

  /** Records the object if the answer to its create confirmed it (2xx); returns the answer. */
  public synchronized Exchange created(ObjectRef object, Exchange answer) {
    if (answer.succeeded()) {
      objects.add(object);
    }
    return answer;
  }

  public synchronized List<ObjectRef> objects() {
    return new ArrayList<>(objects);
  }
}
