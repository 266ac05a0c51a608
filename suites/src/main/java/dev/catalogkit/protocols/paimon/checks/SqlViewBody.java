package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.RequestBody;

/**
 * The bodies of an ordinary SQL view's create (the kit's fixture, named for its database) and of
 * its plainest alter.
 */
public final class SqlViewBody {

  private static final String FIXTURE = "paimon/sql-view.json";

  private SqlViewBody() {}

  public static RequestBody of(String database, String name) {
    ObjectNode body = Fixtures.json(FIXTURE);
    ((ObjectNode) body.path("identifier")).put("database", database).put("object", name);
    return RequestBody.json(body, FIXTURE);
  }

  /** The plainest change of a SQL view: one option set. */
  public static RequestBody setOptionChange() {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    body.putArray("changes")
        .addObject()
        .put("action", "setOption")
        .put("key", "catalog-kit")
        .put("value", "changed");
    return RequestBody.json(body, null);
  }
}
