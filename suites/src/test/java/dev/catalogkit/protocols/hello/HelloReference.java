package dev.catalogkit.protocols.hello;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.reference.ErrorAnswers;
import dev.catalogkit.reference.Policies;
import dev.catalogkit.reference.Policy;
import dev.catalogkit.reference.ReferenceProfile;
import dev.catalogkit.reference.RestResponse;
import dev.catalogkit.reference.Route;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The hello protocol's part of the kit's reference catalog: its rooms under the catalog's prefix,
 * the config route that names that prefix (so one server serves a catalog per fault), errors as
 * {@code {"error": message}}, and its faults ({@link HelloFault}). Found by {@code ServiceLoader}
 * from this folder's {@code META-INF/services} entry, like the built-in protocols' references.
 */
public final class HelloReference implements ReferenceProfile {

  static final String ID = "hello";

  /** How the delete of a room that does not exist is answered. */
  @FunctionalInterface
  interface MissingRoomDelete {
    RestResponse answer(String room);
  }

  /** HELLO-02: 404. */
  static final Policy<MissingRoomDelete> MISSING_ROOM_DELETE =
      new Policy<>("the delete of a missing room", room -> error(404, "no such room: " + room));

  private static final String ROOM = "/v1/{prefix}/rooms/{room}";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<HelloFault> faults() {
    return List.of(HelloFault.values());
  }

  @Override
  public List<Route> routes(String prefix, Policies policies) {
    Set<String> rooms = ConcurrentHashMap.newKeySet();
    MissingRoomDelete missing = policies.get(MISSING_ROOM_DELETE);
    return List.of(
        new Route("GET", Route.CONFIG_PATH, request -> RestResponse.ok(config(prefix))),
        new Route(
            "PUT",
            ROOM,
            request -> {
              String room = request.pathParam("room");
              return rooms.add(room)
                  ? RestResponse.ok(JsonNodeFactory.instance.objectNode().put("room", room))
                  : error(409, "the room exists");
            }),
        new Route(
            "DELETE",
            ROOM,
            request -> {
              String room = request.pathParam("room");
              return rooms.remove(room) ? RestResponse.status(204) : missing.answer(room);
            }));
  }

  @Override
  public ErrorAnswers errorAnswers() {
    return (error, failure) -> error(error.status(), error.message());
  }

  private static ObjectNode config(String prefix) {
    ObjectNode config = JsonNodeFactory.instance.objectNode();
    config.putObject("defaults").put("prefix", prefix);
    config.putObject("overrides");
    return config;
  }

  private static RestResponse error(int status, String message) {
    return RestResponse.json(status, JsonNodeFactory.instance.objectNode().put("error", message));
  }
}
